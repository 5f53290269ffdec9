import type { Task } from '@/lib/contract/tasks';
import { meetings } from '../db/schema';
import type { TestApp } from './create-test-app';
import { call, type One } from './files-kit';

/** Shared by the tasks test files (and discussions' mention tests): the files scene (owner, member, reader read-only, outsider) and task makers. */
export { call, customToken, documentForm, eventsFor, makeFile, PDF_BYTES, scene } from './files-kit';
export type { Caller, ErrorBody, One, Paged } from './files-kit';
export { notificationsFor } from './teams-kit';

/** `POST tasks`; fails the test unless 201. */
export async function makeTask(t: TestApp, token: string, body: Record<string, unknown>): Promise<Task> {
  const res = await call<One<Task>>(t, token, 'POST', 'tasks', body);
  if (res.status !== 201) throw new Error(`create task failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** `POST tasks/{id}/subtask`; fails the test unless 201. */
export async function makeSubtask(t: TestApp, token: string, parentId: number, title: string): Promise<Task> {
  const res = await call<One<Task>>(t, token, 'POST', `tasks/${parentId}/subtask`, { title });
  if (res.status !== 201) throw new Error(`create subtask failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A meeting inserted directly (the meetings routes are another module's). */
export async function makeMeeting(t: TestApp, workspaceId: number, createdBy: number, title = 'Weekly sync'): Promise<number> {
  const startsAt = new Date(Date.now() + 86_400_000);
  const [row] = await t.deps.db
    .insert(meetings)
    .values({ workspaceId, title, startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000), createdBy })
    .returning({ id: meetings.id });
  return row.id;
}
