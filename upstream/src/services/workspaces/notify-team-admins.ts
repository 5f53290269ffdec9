import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { teamMembers } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';

/** Stores and broadcasts one notification to each admin of a team (except `exceptUserId`, the actor). */
export async function notifyTeamAdmins(deps: AppDeps, teamId: number, type: string, data: Record<string, unknown>, exceptUserId?: number): Promise<void> {
  const admins = await deps.db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.role, 'admin')));
  for (const { userId } of admins) {
    if (userId !== exceptUserId) await notifyUser(deps, userId, type, data);
  }
}
