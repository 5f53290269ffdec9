import { queryKeys } from '@/lib/api/query-keys';

/** One page of `GET workspaces`, under `queryKeys.workspaces` so workspace mutations refresh it. */
export const workspacesPageKey = (page: number) => [...queryKeys.workspaces, 'page', page] as const;
