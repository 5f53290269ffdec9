import type { MeetingDetail } from '@/lib/contract/meetings';
import { tasks } from '../../db/schema';
import type { TestApp } from '../../test/create-test-app';
import { call, scene } from '../../test/files-kit';
import type { Caller, One } from '../../test/files-kit';

/** Shared by the meetings test files; the cast is the files scene (owner, member, reader, outsider). */
export { call, scene };
export { customToken, eventsFor } from '../../test/files-kit';
export { notificationsFor } from '../../test/teams-kit';
export type { Caller, ErrorBody, One, Paged } from '../../test/files-kit';
export type Scene = Awaited<ReturnType<typeof scene>>;
export type Detail = One<MeetingDetail>;

/** Monday 23 November 2026, 14:00 UTC: the tests' "now" when times matter. */
export const NOW = new Date('2026-11-23T14:00:00.000Z');

/** `POST meetings`; fails the test unless 201. */
export async function makeMeeting(t: TestApp, caller: Caller, body: Record<string, unknown>): Promise<MeetingDetail> {
  const res = await call<Detail>(t, caller.token, 'POST', 'meetings', { title: 'Weekly sync', starts_at: '2026-11-24T09:00:00Z', ...body });
  if (res.status !== 201) throw new Error(`create meeting failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A task of a meeting, written directly (the tasks routes are another suite's subject). */
export async function makeMeetingTask(
  t: TestApp,
  meeting: { id: number; workspace_id: number },
  title: string,
  parentId: number | null = null,
): Promise<number> {
  const [row] = await t.deps.db.insert(tasks).values({ workspaceId: meeting.workspace_id, meetingId: meeting.id, parentId, title }).returning({ id: tasks.id });
  return row.id;
}
