import { and, eq } from 'drizzle-orm';
import type { MapCaseUpdateBody } from '@/lib/contract/monitoring/map-cases';
import type { AppDeps } from '../../app-env';
import { mapCases, monitoringProducts, tasks } from '../../db/schema';
import { AppError, fieldError } from '../../lib/errors';
import { requireWorkspace } from '../access/guards';
import { requireMapCase } from './present-map-cases';
import { recordCaseEvent } from './record-case-event';

/**
 * `PUT companies/{id}/map-cases/{caseId}`: close a case by hand (the retailer answered, the listing
 * is gone) or reopen a closed one at the next level (a reopen that would make a second open case
 * for the same page and seller is a 409); link the task its events are written to — a task the
 * caller can read in a workspace, or null to unlink.
 */
export async function updateMapCase(deps: AppDeps, companyId: number, caseId: number, userId: number, body: MapCaseUpdateBody): Promise<void> {
  const row = await requireMapCase(deps.db, companyId, caseId);
  const now = deps.now();
  let taskId = row.taskId;
  if (body.task_id !== undefined) {
    if (body.task_id !== null) {
      const [task] = await deps.db.select({ id: tasks.id, workspaceId: tasks.workspaceId }).from(tasks).where(eq(tasks.id, body.task_id));
      if (!task) throw fieldError('task_id', 'The task does not exist.');
      await requireWorkspace(deps.db, userId, task.workspaceId, 'read').catch(() => {
        throw fieldError('task_id', 'The task does not exist.');
      });
    }
    taskId = body.task_id;
    await deps.db.update(mapCases).set({ taskId, updatedAt: now }).where(eq(mapCases.id, row.id));
  }
  const [product] = await deps.db.select({ name: monitoringProducts.name }).from(monitoringProducts).where(eq(monitoringProducts.id, row.monitoringProductId));
  const ref = (level: number) => ({ id: row.id, companyId, level, taskId, title: `${product?.name ?? 'MAP case'} (case #${row.id})` });
  if (body.status === 'closed' && row.status === 'open') {
    const seconds = Math.max(0, Math.round((now.getTime() - row.openedAt.getTime()) / 1000));
    await deps.db
      .update(mapCases)
      .set({ status: 'closed', closedAt: now, closedBy: userId, timeToComplianceSeconds: null, updatedAt: now })
      .where(eq(mapCases.id, row.id));
    await recordCaseEvent(deps, ref(row.level), {
      kind: 'closed_by_hand',
      message: 'Closed by hand.',
      actorId: userId,
      data: { open_seconds: seconds },
      notify: true,
    });
  } else if (body.status === 'open' && row.status === 'closed') {
    const level = row.level + 1;
    try {
      await deps.db.transaction((tx) =>
        tx
          .update(mapCases)
          .set({
            status: 'open',
            level,
            openedAt: now,
            closedAt: null,
            closedBy: null,
            timeToComplianceSeconds: null,
            resolvingPriceId: null,
            resolvingVersionId: null,
            updatedAt: now,
          })
          .where(and(eq(mapCases.id, row.id), eq(mapCases.status, 'closed'))),
      );
    } catch {
      throw new AppError('CONFLICT', 'Another case is open for this page and seller.');
    }
    await recordCaseEvent(deps, ref(level), { kind: 'reopened_by_hand', message: `Reopened by hand at level ${level}.`, actorId: userId, notify: true });
  }
}
