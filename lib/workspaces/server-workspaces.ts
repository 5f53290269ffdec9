/** Server-side reads of workspaces with the session (server components only: it reads the cookie). */
import { cache } from 'react';
import { z } from 'zod';
import { dataOf, pageOf } from '@/lib/contract/common';
import { PER_PAGE_DEFAULT } from '@/lib/contract/values';
import { workspaceResource } from '@/lib/contract/workspaces';
import type { Workspace } from '@/lib/contract/workspaces';
import { upstreamJson } from '@/lib/upstream/upstream-json';

export async function loadWorkspacesPage(page: number) {
  const res = await upstreamJson('workspaces', pageOf(workspaceResource), { searchParams: { page: String(page), per_page: String(PER_PAGE_DEFAULT) } });
  return res.ok ? res.data : null;
}

/** `GET workspaces/all`, read once per request: the layout's shell and the page both need it. */
export const loadAllWorkspaces = cache(async (): Promise<Workspace[] | null> => {
  const res = await upstreamJson('workspaces/all', z.object({ data: z.array(workspaceResource) }));
  return res.ok ? res.data.data : null;
});

/** `GET workspaces/{id}`; `status` tells a missing or hidden workspace (404/403) from a failure. */
export async function loadWorkspace(id: number): Promise<{ ok: true; workspace: Workspace } | { ok: false; status: number }> {
  const res = await upstreamJson(`workspaces/${id}`, dataOf(workspaceResource));
  return res.ok ? { ok: true, workspace: res.data.data } : { ok: false, status: res.status };
}

/** Only what the route rules read, so a change elsewhere in the resource cannot break gating. */
export const workspaceLinkFields = workspaceResource.pick({ id: true, owner_team_id: true, team_ids: true, restrict_resource_creation: true });
