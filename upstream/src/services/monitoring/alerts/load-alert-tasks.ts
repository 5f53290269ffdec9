import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { ALERT_TASKS_SHOWN } from '@/lib/contract/monitoring/alert-links';
import type { AlertTaskLink } from '@/lib/contract/monitoring/alert-links';
import { canAccessWorkspace } from '@/lib/permissions/rules';
import { recordUrl } from '@/lib/routes/record-url';
import type { Db } from '../../../db/client';
import { monitoringAlertEvents, tasks, workspaces } from '../../../db/schema';
import { loadMemberships, loadWorkspaceLinks } from '../../access/memberships';

/**
 * The tasks a product's alerts opened, newest first, as the product screen lists them. A task is
 * listed only when the viewer can read it by the same rule as `GET tasks/{id}` (its workspace is
 * approved and the viewer's teams see it): company members are not necessarily in the workspace.
 */
export async function loadAlertTasks(db: Db, userId: number, monitoringProductId: number): Promise<AlertTaskLink[]> {
  const rows = await db
    .select({
      eventId: monitoringAlertEvents.id,
      message: monitoringAlertEvents.message,
      createdAt: monitoringAlertEvents.createdAt,
      taskId: tasks.id,
      title: tasks.title,
      completedAt: tasks.completedAt,
      workspaceId: tasks.workspaceId,
      workspaceName: workspaces.name,
    })
    .from(monitoringAlertEvents)
    .innerJoin(tasks, eq(tasks.id, monitoringAlertEvents.taskId))
    .innerJoin(workspaces, eq(workspaces.id, tasks.workspaceId))
    .where(and(eq(monitoringAlertEvents.monitoringProductId, monitoringProductId), isNotNull(monitoringAlertEvents.taskId)))
    .orderBy(desc(monitoringAlertEvents.createdAt), desc(monitoringAlertEvents.id))
    .limit(ALERT_TASKS_SHOWN * 3);
  if (rows.length === 0) return [];
  const [memberships, links] = await Promise.all([loadMemberships(db, userId), loadWorkspaceLinks(db, [...new Set(rows.map((r) => r.workspaceId))])]);
  const readable = (workspaceId: number) => {
    const ws = links.get(workspaceId);
    return Boolean(ws && ws.approvalStatus === 'approved' && canAccessWorkspace(memberships, ws));
  };
  return rows
    .filter((r) => readable(r.workspaceId))
    .slice(0, ALERT_TASKS_SHOWN)
    .map((r) => ({
      event_id: r.eventId,
      message: r.message,
      created_at: new Date(r.createdAt).toISOString(),
      task: {
        id: r.taskId,
        title: r.title,
        completed: r.completedAt !== null,
        workspace_id: r.workspaceId,
        workspace_name: r.workspaceName,
        url: recordUrl('task', r.taskId, r.workspaceId),
      },
    }));
}
