import type { QueryClient } from '@tanstack/react-query';
import { normalizeInvites } from '@/components/invites/invite-endpoints';
import { unreadTotalOf } from '@/components/notifications/notification-view';
import { queryKeys } from '@/lib/api/query-keys';
import { upstreamJson } from '@/lib/upstream/upstream-json';

const dataOf = (body: unknown): unknown => (typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body ? (body as { data: unknown }).data : body);

/**
 * The shell's own reads, fetched with the page on the server under the keys (and in the shapes) the
 * header's hooks use: the workspaces (switcher and sidebar), the invites and the unread count (the
 * bell). The shell then renders with its data on the server, and every page hydrates against the
 * same data the server rendered — without it, a page streamed behind a loading.tsx boundary could
 * hydrate after the browser had fetched the workspaces and differ from its HTML (React #418).
 * A failed read is left to the hooks, which fetch again in the browser.
 */
export async function prefetchShell(queryClient: QueryClient): Promise<void> {
  const read = async (path: string, searchParams?: Record<string, string>) => {
    const res = await upstreamJson(path, undefined, { searchParams }).catch(() => null);
    return res?.ok ? res.data : undefined;
  };
  const [workspaces, invites, unread] = await Promise.all([read('workspaces/all'), read('user/invites'), read('notifications', { read: 'false', per_page: '1' })]);
  if (workspaces !== undefined) {
    const list = dataOf(workspaces);
    queryClient.setQueryData(queryKeys.workspacesAll, Array.isArray(list) ? list : []);
  }
  if (invites !== undefined) queryClient.setQueryData(queryKeys.invites, normalizeInvites(dataOf(invites)));
  if (unread !== undefined) queryClient.setQueryData(queryKeys.unreadCount, unreadTotalOf(unread));
}
