import type { SearchResult } from '@/lib/contract/search';
import { fileWorkspaces, insights, meetings, tasks } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { call, makeFile, scene } from '../../test/files-kit';

export { call, customToken } from '../../test/files-kit';
export type Found = { data: SearchResult };

/** The titles of a group, in order, for compact assertions. */
export const titles = (body: Found, group: keyof SearchResult) => body.data[group].map((h) => h.title);

/** GET search as `token`. */
export const search = (t: TestApp, token: string | null, q: string, extra = '') => call<Found>(t, token, 'GET', `search?q=${encodeURIComponent(q)}${extra}`);

/**
 * The files test cast plus one "Sunny" record of every kind in `ws` (team A's), a "Sunny" brand and
 * a file in `otherWs` (team B's, invisible to team A), and a file of team B shared into `ws`.
 */
export async function searchScene(t: TestApp) {
  const s = await scene(t);
  const { db } = t.deps;
  const file = await makeFile(t, s.owner.token, { name: 'Sunny deck', workspace_id: String(s.ws), category: 'Sales' });
  const theirFile = await makeFile(t, s.outsider.token, { name: 'Sunny rival plan', workspace_id: String(s.otherWs) });
  const sharedIn = await makeFile(t, s.outsider.token, { name: 'Sunny shared', workspace_id: String(s.otherWs) });
  await db.insert(fileWorkspaces).values({ fileId: sharedIn.id, workspaceId: s.ws });
  const [insight] = await db
    .insert(insights)
    .values({ workspaceId: s.ws, name: 'Sunny shelf check', type: 'Sales', externalUrl: 'https://example.com/i', createdBy: s.owner.id })
    .returning();
  await db
    .insert(insights)
    .values({ workspaceId: s.otherWs, name: 'Sunny rival insight', type: 'Market', externalUrl: 'https://example.com/j', createdBy: s.outsider.id });
  const startsAt = new Date('2026-03-04T15:00:00Z');
  const [meeting] = await db
    .insert(meetings)
    .values({
      workspaceId: s.ws,
      title: 'Sunny sync',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      timeZone: 'America/New_York',
      createdBy: s.owner.id,
    })
    .returning();
  await db.insert(meetings).values({ workspaceId: s.otherWs, title: 'Sunny rival sync', startsAt, endsAt: startsAt, createdBy: s.outsider.id });
  const [task] = await db.insert(tasks).values({ workspaceId: s.ws, title: 'Sunny follow-up', dueDate: '2026-03-10', createdBy: s.owner.id }).returning();
  await db.insert(tasks).values({ workspaceId: s.ws, parentId: task.id, title: 'Sunny subtask', createdBy: s.owner.id });
  await db.insert(tasks).values({ workspaceId: s.otherWs, title: 'Sunny rival task', createdBy: s.outsider.id });
  return { ...s, file, theirFile, sharedIn, insight, meeting, task };
}
