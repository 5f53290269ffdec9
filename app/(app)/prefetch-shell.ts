import type { QueryClient } from '@tanstack/react-query';
import { normalizeInvites } from '@/lib/invites/invite-endpoints';
import { unreadTotalOf } from '@/lib/notifications/notification-view';
import { unwrapData } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { loadAllWorkspaces } from '@/lib/workspaces/server-workspaces';

/**
 * The shell's own reads, fetched with the page on the server under the keys (and in the shapes) the
 * header's hooks use: the workspaces (switcher and sidebar; the same request-cached read the pages
 * use), the invites and the unread count (the bell). The header then renders with its data in the
 * server HTML instead of filling in after hydration. A failed read is left to the hooks, which
 * fetch again in the browser.
 */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  const read = async (path: string, searchParams?: Record<string, string>) => {
    const res = await upstreamJson(path, undefined, { searchParams }).catch(() => null);
    return res?.ok ? res.data : undefined;
  };
  const [workspaces, invites, unread] = await Promise.all([
    loadAllWorkspaces().catch(() => null),
    read('user/invites'),
    read('notifications', { read: 'false', per_page: '1' }),
  ]);
  if (workspaces) queryClient.setQueryData(queryKeys.workspacesAll, workspaces);
  if (invites !== undefined) queryClient.setQueryData(queryKeys.invites, normalizeInvites(unwrapData(invites)));
  if (unread !== undefined) queryClient.setQueryData(queryKeys.unreadCount, unreadTotalOf(unread));
}
