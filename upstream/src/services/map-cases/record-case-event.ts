import { and, eq } from 'drizzle-orm';
import { mapCaseHref } from '@/lib/monitoring/paths';
import type { AppDeps } from '../../app-env';
import { discussionComments, discussions, mapCaseEvents, tasks } from '../../db/schema';
import type { MAP_CASE_EVENT_KINDS } from '../../db/schema';
import { broadcastTask } from '../tasks/broadcast-task';
import { notifyUser } from '../notifications/notify-user';
import { mapCaseRecipients } from './case-recipients';

export type CaseRef = { id: number; companyId: number; level: number; taskId: number | null; title: string };
export type CaseEventInput = {
  kind: (typeof MAP_CASE_EVENT_KINDS)[number];
  message: string;
  amount?: number | null;
  currency?: string | null;
  priceId?: number | null;
  versionId?: number | null;
  data?: Record<string, unknown>;
  actorId?: number | null;
  /** Tell the recipients (opening, reopening, closing); evidence and drafts stay on the timeline only. */
  notify?: boolean;
};

/**
 * One line on the case's timeline; the same line on the case's task (a comment in the task's
 * "MAP case #id" discussion) when it has one, and a `monitoring.case` notification to the
 * recipients when asked — never to the person who did it.
 */
export async function recordCaseEvent(deps: AppDeps, ref: CaseRef, input: CaseEventInput): Promise<void> {
  const now = deps.now();
  await deps.db.insert(mapCaseEvents).values({
    caseId: ref.id,
    kind: input.kind,
    level: ref.level,
    amount: input.amount ?? null,
    currency: input.currency ?? null,
    priceId: input.priceId ?? null,
    versionId: input.versionId ?? null,
    message: input.message,
    data: input.data ?? {},
    actorId: input.actorId ?? null,
    createdAt: now,
  });
  if (ref.taskId !== null) await commentOnTask(deps, ref, input.message, input.actorId ?? null);
  if (!input.notify) return;
  const data = {
    kind: 'map_case',
    title: ref.title,
    message: input.message,
    url: mapCaseHref(ref.companyId, ref.id),
    actor_id: input.actorId ?? undefined,
    record: `map_case:${ref.id}`,
    map_case_id: ref.id,
    event: input.kind,
    level: ref.level,
  };
  for (const userId of await mapCaseRecipients(deps.db, ref.companyId)) {
    if (userId !== input.actorId) await notifyUser(deps, userId, 'monitoring.case', data);
  }
}

async function commentOnTask(deps: AppDeps, ref: CaseRef, message: string, authorId: number | null): Promise<void> {
  const [task] = await deps.db
    .select()
    .from(tasks)
    .where(eq(tasks.id, ref.taskId as number));
  if (!task) return;
  const title = `MAP case #${ref.id}`;
  const now = deps.now();
  let [discussion] = await deps.db
    .select({ id: discussions.id })
    .from(discussions)
    .where(and(eq(discussions.taskId, task.id), eq(discussions.title, title)));
  discussion ??= (
    await deps.db
      .insert(discussions)
      .values({ taskId: task.id, title, body: `Timeline of ${ref.title}`, authorId, createdAt: now, updatedAt: now })
      .returning({ id: discussions.id })
  )[0];
  await deps.db.insert(discussionComments).values({ discussionId: discussion.id, authorId, body: message, createdAt: now, updatedAt: now });
  await broadcastTask(deps, task, 'taskUpdated');
}
