import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Overview } from '@/lib/contract/user';
import type { Db } from '../../db/client';
import { companyTeams, notifications, teamMembers, users, workspaceTeams, workspaces } from '../../db/schema';
import { companyScopeCondition, workspaceScopeCondition } from '../access/place-scope';
import { listTeamInvitesFor } from '../teams/list-team-invites-for';
import { listWorkspaceInvitesFor } from '../workspaces/read-workspaces';

/** Counts behind the home screen, scoped to what the user belongs to. */
export async function getOverview(db: Db, userId: number): Promise<Overview> {
  const teamIds = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const [teams] = await db.select({ n: count() }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const [ws] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(
      and(
        eq(workspaces.approvalStatus, 'approved'),
        workspaceScopeCondition(workspaces.id),
        inArray(workspaces.id, db.selectDistinct({ id: workspaceTeams.workspaceId }).from(workspaceTeams).where(inArray(workspaceTeams.teamId, teamIds))),
      ),
    );
  const [companies] = await db.select({ n: count() }).from(
    db
      .selectDistinct({ id: companyTeams.companyId })
      .from(companyTeams)
      .where(and(inArray(companyTeams.teamId, teamIds), companyScopeCondition(companyTeams.companyId)))
      .as('c'),
  );
  const [unread] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  // Counted from the same lists the invites panel shows, so the bell and the panel never disagree.
  const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  const [teamInvites, workspaceInvites] = me ? await Promise.all([listTeamInvitesFor(db, me.email), listWorkspaceInvitesFor(db, userId, me.email)]) : [[], []];
  return {
    teams_count: teams.n,
    workspaces_count: ws.n,
    companies_count: companies.n,
    unread_notifications_count: unread.n,
    pending_invites_count: teamInvites.length + workspaceInvites.length,
  };
}
