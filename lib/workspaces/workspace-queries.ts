/** Browser reads of workspaces through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { PER_PAGE_DEFAULT } from '@/lib/contract/values';
import type { PageMeta } from '@/lib/contract/common';
import type { Workspace } from '@/lib/contract/workspaces';

export type WorkspacePage = { data: Workspace[]; meta: PageMeta };

/** `GET workspaces`, one page of 20 with the total. */
export async function fetchWorkspacesPage(page: number): Promise<WorkspacePage> {
  const res = await apiFetch<Workspace[]>('workspaces', { query: { page, per_page: PER_PAGE_DEFAULT }, fallback: 'Failed to fetch workspaces' });
  if (!res.ok) throw new ApiError(res);
  return res.body as WorkspacePage;
}

/** `GET workspaces/all`: every workspace the caller sees, requests included. */
export const fetchAllWorkspaces = (): Promise<Workspace[]> => apiData<Workspace[]>('workspaces/all', { fallback: 'Failed to fetch all workspaces' });

export const fetchWorkspace = (id: number): Promise<Workspace> => apiData<Workspace>(`workspaces/${id}`, { fallback: 'Failed to fetch workspaces' });
