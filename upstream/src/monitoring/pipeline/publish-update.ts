import type { AppDeps } from '../../app-env';
import { userChannel } from '../../realtime/channel-auth';
import { companyMemberIds } from '../alerts/company-member-ids';

/** Live-update event of the monitoring screens; views refetch through the API (their own rights). */
export const MONITORING_UPDATED = 'monitoring.updated';

/**
 * Tells the company's members that a request finished (or went back to the queue) on the private
 * user channel their browsers already hold — the pattern of broadcastToWorkspaces. Best effort.
 */
export async function publishMonitoringUpdate(
  deps: AppDeps,
  companyId: number,
  payload: { monitoring_product_id: number; page_id: number; request_id: number; status: string },
): Promise<void> {
  const users = await companyMemberIds(deps.db, companyId);
  if (users.length === 0) return;
  await deps.publisher.publish(users.map(userChannel), MONITORING_UPDATED, payload);
}
