import type { Invites } from '@/lib/contract/account';
import type { UserRow } from '../../app-env';
import type { Db } from '../../db/client';
import { listTeamInvitesFor } from '../teams/list-team-invites-for';
import { listWorkspaceInvitesFor } from '../workspaces/read-workspaces';

/** The invites panel: team invites to the user's email and workspace invites they can answer. */
export async function listInvites(db: Db, user: UserRow): Promise<Invites> {
  const [teamInvites, workspaceInvites] = await Promise.all([listTeamInvitesFor(db, user.email), listWorkspaceInvitesFor(db, user.id, user.email)]);
  return { team_invites: teamInvites, workspace_invites: workspaceInvites };
}
