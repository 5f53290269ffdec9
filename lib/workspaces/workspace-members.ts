/**
 * Who can be assigned a task, invited to a meeting or mentioned: the members of the workspace's
 * teams (`GET workspaces/{id}/members`), people already assigned kept (they were valid when
 * assigned). The upstream checks every one again.
 */
import type { MemberUser } from '@/lib/contract/teams';
import { byName } from '@/lib/people/person-name';

/** The members of several workspaces plus extra known people, each once, by name. */
export function mergeMembers(lists: readonly (readonly MemberUser[] | undefined)[], extra: readonly MemberUser[] = []): MemberUser[] {
  const byId = new Map<number, MemberUser>();
  for (const list of lists) for (const m of list ?? []) byId.set(m.id, m);
  for (const user of extra) if (!byId.has(user.id)) byId.set(user.id, user);
  return [...byId.values()].sort(byName);
}
