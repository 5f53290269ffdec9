import { and, eq, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { companyTeams, teamMembers, webhookEndpoints, workspaces, workspaceTeams } from '../../db/schema';
import type { WebhookEndpointRow } from '../access/webhook-guard';
import { notifyUser } from '../notifications/notify-user';

export const WEBHOOK_DISABLED_TYPE = 'WebhookEndpointDisabled';

/** Where the scope's admins manage its webhooks. */
export const webhooksHref = (endpoint: Pick<WebhookEndpointRow, 'companyId' | 'workspaceId'>) =>
  endpoint.companyId !== null ? `/company/${endpoint.companyId}/edit#webhooks` : `/workspace/${endpoint.workspaceId}/management#webhooks`;

/**
 * Turns off an endpoint whose message failed every attempt with nothing getting through since
 * (decision 0031), and tells its creator and the people who manage it (the scope's admins): a
 * `WebhookEndpointDisabled` notification. Does nothing when it is already off (two messages failing
 * together notify once).
 */
export async function disableWebhookEndpoint(deps: AppDeps, endpointId: number, reason: string): Promise<boolean> {
  const now = deps.now();
  const [endpoint] = await deps.db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: reason, disabledAt: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning();
  if (!endpoint) return false;
  const people = new Set(await adminsOf(deps, endpoint));
  if (endpoint.createdBy !== null) people.add(endpoint.createdBy);
  const data = {
    kind: 'webhook_endpoint_disabled',
    title: 'Webhook endpoint disabled',
    message: `Deliveries to ${endpoint.url} kept failing, so the endpoint was turned off: fix it, then enable it again.`,
    url: webhooksHref(endpoint),
    webhook_id: endpoint.id,
    company_id: endpoint.companyId,
    workspace_id: endpoint.workspaceId,
  };
  for (const userId of [...people].sort((a, b) => a - b)) await notifyUser(deps, userId, WEBHOOK_DISABLED_TYPE, data);
  return true;
}

/** The admins who manage the endpoint's scope: of a team of the company, or of a full-access team of the workspace. */
async function adminsOf(deps: AppDeps, endpoint: WebhookEndpointRow): Promise<number[]> {
  const { db } = deps;
  if (endpoint.companyId !== null) {
    const rows = await db
      .selectDistinct({ id: teamMembers.userId })
      .from(companyTeams)
      .innerJoin(teamMembers, and(eq(teamMembers.teamId, companyTeams.teamId), eq(teamMembers.role, 'admin')))
      .where(eq(companyTeams.companyId, endpoint.companyId));
    return rows.map((r) => r.id);
  }
  if (endpoint.workspaceId === null) return [];
  const rows = await db
    .selectDistinct({ id: teamMembers.userId })
    .from(workspaces)
    .leftJoin(workspaceTeams, and(eq(workspaceTeams.workspaceId, workspaces.id), eq(workspaceTeams.access, 'full')))
    .innerJoin(
      teamMembers,
      and(eq(teamMembers.role, 'admin'), or(eq(teamMembers.teamId, workspaceTeams.teamId), eq(teamMembers.teamId, sql`${workspaces.ownerTeamId}`))),
    )
    .where(eq(workspaces.id, endpoint.workspaceId));
  return rows.map((r) => r.id);
}
