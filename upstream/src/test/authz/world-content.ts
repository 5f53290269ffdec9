import { eq } from 'drizzle-orm';
import { workspaceInvites } from '../../db/schema';
import type { TestApp } from '../create-test-app';
import { documentForm, PDF_BYTES } from '../content-fixtures';
import type { Catalogue } from './world-catalogue';
import type { BaseWorld } from './world';
import { must } from './world-kit';

export const pdf = { name: 'deck.pdf', bytes: PDF_BYTES, type: 'application/pdf' };
const notes = (text: string) => ({ name: 'notes.txt', bytes: new TextEncoder().encode(text), type: 'text/plain' });

type Meeting = { id: number; goals: { id: number }[]; topics: { id: number }[] };

/** Workspace W's files, insights, meetings, tasks and discussions, by the owner; invites to the stranger. */
export async function seedContent(t: TestApp, w: BaseWorld, cat: Catalogue) {
  const tk = w.users.owner.token;
  const call = <T = { id: number }>(method: string, path: string, body?: Record<string, unknown> | FormData) => must<T>(t, tk, method, path, body);
  const file = (await call('POST', 'files', documentForm({ name: 'Deck', workspace_id: String(w.ws), retailer_ids: String(cat.wsRetailer) }, pdf))).id;
  const version = (await call('POST', `files/${file}/version`, documentForm({}, pdf))).id;
  const file2 = (await call('POST', 'files', documentForm({ name: 'Spare', workspace_id: String(w.ws) }, pdf))).id;
  // A text file with two versions: what a comparison reads (the PDFs above would be a 422).
  const textFile = await call<{ id: number; latest_version: { id: number } }>(
    'POST',
    'files',
    documentForm({ name: 'Notes', workspace_id: String(w.ws) }, notes('a\nb\n')),
  );
  const textVersion = (await call('POST', `files/${textFile.id}/version`, documentForm({}, notes('a\nc\n')))).id;
  const insight = (await call('POST', 'insights', documentForm({ name: 'Prices up', type: 'Market', workspace_id: String(w.ws) }, pdf))).id;
  const [resource] = await call<{ id: number }[]>('POST', 'insights/resources', documentForm({}, pdf));
  await call('POST', `insights/${insight}/resources/${resource.id}`);
  const [pending] = await call<{ id: number }[]>('POST', 'insights/resources', documentForm({}, pdf));
  const meeting = await call<Meeting>('POST', 'meetings', {
    workspace_id: w.ws,
    title: 'Weekly',
    starts_at: '2030-01-07T09:00:00Z',
    goals: ['Goal'],
    topics: ['Topic'],
  });
  const task = (await call('POST', 'tasks', { workspace_id: w.ws, title: 'Call buyer', assignee_ids: [w.users.fullMember.id] })).id;
  const subtask = (await call('POST', `tasks/${task}/subtask`, { title: 'Prepare' })).id;
  await call('POST', `tasks/${task}/files`, { file_id: file });
  const discussion = (await call('POST', `files/${file}/discussion`, { title: 'Thoughts', body: 'Hello' })).id;
  const comment = (await call('POST', `discussions/${discussion}/comment`, { body: 'First' })).id;
  const teamInvite = (await must(t, w.users.fullAdmin.token, 'POST', `teams/${w.teamF}/invite`, { email: 'stranger@example.com', role: 'member' })).id;
  await call('POST', `workspaces/${w.ws}/invite`, { team_id: w.teamX });
  await call('POST', `workspaces/${w.ws}/invite`, { email: 'stranger@example.com' });
  // The answer is the workspace; the invite's id is only in the stranger's notification, so read the row.
  const [invite] = await t.deps.db.select({ id: workspaceInvites.id }).from(workspaceInvites).where(eq(workspaceInvites.email, 'stranger@example.com'));
  const userInvite = invite.id;
  const shortCode = (await call<{ code: string }>('POST', 'short-code', { type: 'file', id: file })).code;
  // A file the owner deleted: in the trash, restorable by whoever may delete it (decision 0027).
  const binned = (await call('POST', 'files', documentForm({ name: 'Old deck', workspace_id: String(w.ws) }, pdf))).id;
  await call('DELETE', `files/${binned}`);
  const [trashed] = await call<{ id: number }[]>('GET', 'trash');
  return {
    file,
    version,
    file2,
    textFile: textFile.id,
    textPrevious: textFile.latest_version.id,
    textVersion,
    insight,
    resource: resource.id,
    pendingResource: pending.id,
    meeting: meeting.id,
    goal: meeting.goals[0].id,
    topic: meeting.topics[0].id,
    task,
    subtask,
    discussion,
    comment,
    teamInvite,
    userInvite,
    shortCode,
    trashed: trashed.id,
  };
}
