import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { WebhookEventType } from '@/lib/contract/webhooks';
import type { AppEnv } from '../../app-env';
import { fileWorkspaces, insightWorkspaces } from '../../db/schema';
import { responseData } from '../../lib/response-data';
import type { ActivityEntry, ActivityStart } from '../activity/record-activity';
import { emitWebhookEvent } from './emit-webhook-event';

type Kind = 'task' | 'meeting' | 'file' | 'insight';
type Action = 'created' | 'updated' | 'deleted';
/** The record a route writes: created (its id in the answer) or named by a path parameter. */
type RouteEvent = { kind: Kind; action: Action; id: 'created' | string };

const created = (kind: Kind): RouteEvent => ({ kind, action: 'created', id: 'created' });
const updated = (kind: Kind, param: string): RouteEvent => ({ kind, action: 'updated', id: param });
const deleted = (kind: Kind, param: string): RouteEvent => ({ kind, action: 'deleted', id: param });

/**
 * Which write routes change which record (decision 0031). Listed route by route: a write to a
 * record's part (a meeting's agenda, a task's attachments, a file's versions) is an update of the
 * record; its discussion is not (comments are not part of the record's resource).
 */
const ROUTE_EVENTS: Record<string, RouteEvent> = {
  'POST tasks': created('task'),
  'POST meetings/{meetingId}/task': created('task'),
  'POST tasks/{taskId}/subtask': created('task'),
  'PUT tasks/{taskId}': updated('task', 'taskId'),
  'POST tasks/{taskId}/complete': updated('task', 'taskId'),
  'POST tasks/{taskId}/incomplete': updated('task', 'taskId'),
  'POST tasks/{taskId}/assign': updated('task', 'taskId'),
  'POST tasks/{taskId}/unassign': updated('task', 'taskId'),
  'POST tasks/{taskId}/files': updated('task', 'taskId'),
  'DELETE tasks/{taskId}/files/{fileId}': updated('task', 'taskId'),
  'DELETE tasks/{taskId}': deleted('task', 'taskId'),
  'POST meetings': created('meeting'),
  'POST meetings/{meetingId}/clone': created('meeting'),
  'POST meetings/{meetingId}/copy': created('meeting'),
  'PUT meetings/{meetingId}': updated('meeting', 'meetingId'),
  'POST meetings/{meetingId}/goal': updated('meeting', 'meetingId'),
  'PUT meetings/{meetingId}/goal/{goalId}': updated('meeting', 'meetingId'),
  'DELETE meetings/{meetingId}/goal/{goalId}': updated('meeting', 'meetingId'),
  'POST meetings/{meetingId}/goal/order': updated('meeting', 'meetingId'),
  'POST meetings/{meetingId}/topic': updated('meeting', 'meetingId'),
  'PUT meetings/{meetingId}/topic/{topicId}': updated('meeting', 'meetingId'),
  'DELETE meetings/{meetingId}/topic/{topicId}': updated('meeting', 'meetingId'),
  'POST meetings/{meetingId}/topic/order': updated('meeting', 'meetingId'),
  'DELETE meetings/{meetingId}': deleted('meeting', 'meetingId'),
  'POST files': created('file'),
  'PUT files/{fileId}': updated('file', 'fileId'),
  'POST files/{fileId}': updated('file', 'fileId'),
  'POST files/{fileId}/version': updated('file', 'fileId'),
  'DELETE files/{fileId}/version/{versionId}': updated('file', 'fileId'),
  'DELETE files/{fileId}': deleted('file', 'fileId'),
  'POST insights': created('insight'),
  'PUT insights/{insightId}': updated('insight', 'insightId'),
  'POST insights/{insightId}': updated('insight', 'insightId'),
  'POST insights/{insightId}/resources/{insightResourceId}': updated('insight', 'insightId'),
  'DELETE insights/{insightId}/resources/{insightResourceId}': updated('insight', 'insightId'),
  'DELETE insights/{insightId}': deleted('insight', 'insightId'),
};

/** A record brought back from the trash is created again for the receivers (they saw it deleted). */
const RESTORED: Record<string, Kind> = { tasks: 'task', meetings: 'meeting', files: 'file', insights: 'insight' };
const RESTORE_ROUTE = 'POST trash/{trashId}/restore';

type Row = Record<string, unknown>;

/**
 * The webhook event of a write that succeeded, emitted by the write-transaction middleware right
 * after the write's activity row (decision 0026), in the same transaction: every write passes there,
 * so no handler has to remember webhooks. `data` is the record as the API answered it (a create or
 * an update that answers the record), else its id and workspace; an update adds `changes` (the
 * fields the activity log compared, before and after).
 */
export async function emitWriteEvent(c: Context<AppEnv>, start: ActivityStart, entry: ActivityEntry): Promise<void> {
  const route = start.match.route;
  const restoredKind = route === RESTORE_ROUTE && entry.subjectType ? RESTORED[entry.subjectType] : undefined;
  const event: RouteEvent | undefined = restoredKind ? created(restoredKind) : ROUTE_EVENTS[route];
  if (!event) return;
  // A create's answer names the record and its workspace (a meeting copied elsewhere is not in its
  // source's); an update's is read only if someone listens.
  const createdAnswer = event.id === 'created' && !restoredKind ? await responseData(c.res) : null;
  const id = restoredKind ? entry.subjectId : event.id === 'created' ? numberOr(createdAnswer?.id) : numberOr(Number(start.match.params[event.id]));
  const home = numberOr(createdAnswer?.workspace_id, entry.workspaceId);
  if (id === null || home === null) return;
  const { deps } = c.var;
  // Files and insights are shared with other workspaces, whose readers see them too; a deleted
  // one's shares are gone with it, so its event goes to its own workspace.
  const workspaceIds = event.action === 'deleted' ? [home] : [home, ...(await sharedWith(c, event.kind, id))];
  // The activity's changed fields are the record's own when the route names the record last.
  const ownChanges = event.action === 'updated' && start.match.deepest?.param === event.id && entry.changes?.length ? entry.changes : null;
  const type = `${event.kind}.${event.action}` as WebhookEventType;
  await emitWebhookEvent(deps, { workspaceIds }, type, async () => {
    const answer = event.action === 'deleted' ? null : (createdAnswer ?? (await responseData(c.res)));
    const label = event.action === 'deleted' && entry.subjectLabel ? { title: entry.subjectLabel } : {};
    const record: Row = answer && answer.id === id ? answer : { id, workspace_id: home, ...label };
    return ownChanges ? { ...record, changes: ownChanges } : record;
  });
}

async function sharedWith(c: Context<AppEnv>, kind: Kind, id: number): Promise<number[]> {
  const { db } = c.var.deps;
  if (kind === 'file') return (await db.select({ id: fileWorkspaces.workspaceId }).from(fileWorkspaces).where(eq(fileWorkspaces.fileId, id))).map((r) => r.id);
  if (kind === 'insight')
    return (await db.select({ id: insightWorkspaces.workspaceId }).from(insightWorkspaces).where(eq(insightWorkspaces.insightId, id))).map((r) => r.id);
  return [];
}

function numberOr(...values: unknown[]): number | null {
  for (const v of values) if (typeof v === 'number' && Number.isInteger(v) && v > 0) return v;
  return null;
}
