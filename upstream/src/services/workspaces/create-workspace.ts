import { inArray, sql } from 'drizzle-orm';
import type { CreateWorkspaceBody } from '@/lib/contract/workspaces';
import { isTeamAdmin } from '@/lib/permissions/rules';
import type { AppDeps, UserRow } from '../../app-env';
import { users, workspaces, workspaceTeams } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { loadMemberships } from '../access/memberships';
import { notifyUser } from '../notifications/notify-user';
import { saveImage } from '../uploads/save-image';
import type { WorkspaceRow } from './present-workspaces';

/**
 * `POST workspaces`: a request for a new workspace owned by one of the caller's admin teams. It
 * starts `pending`; every super-administrator with an account is told, and approves or disapproves
 * it from `/admin`. The image is stored only once every field has passed.
 */
export async function createWorkspace(deps: AppDeps, user: UserRow, body: CreateWorkspaceBody, image?: File): Promise<WorkspaceRow> {
  const memberships = await loadMemberships(deps.db, user.id);
  if (!isTeamAdmin(memberships, body.team_id)) throw fieldError('team_id', 'You must be an admin of the selected team.');
  const imageName = image ? await saveImage(deps, image, 'image', user.id) : null;
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(workspaces)
      .values({
        name: body.name,
        description: body.description || null,
        image: imageName,
        ownerTeamId: body.team_id,
        status: body.status ?? 'active',
        restrictResourceCreation: body.restrict_resource_creation ?? false,
        approvalStatus: 'pending',
        requestedBy: user.id,
        createdAt: deps.now(),
        updatedAt: deps.now(),
      })
      .returning();
    await tx.insert(workspaceTeams).values({ workspaceId: created.id, teamId: body.team_id, access: 'full' });
    return created;
  });

  const emails = deps.config.superadminEmails;
  const admins = emails.length
    ? await deps.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(sql`lower(${users.email})`, emails))
    : [];
  for (const admin of admins) {
    await notifyUser(deps, admin.id, 'RecordCreated', {
      kind: 'workspace_request',
      title: 'New workspace request',
      message: `${user.firstName} ${user.lastName} asked for the workspace "${row.name}".`,
      url: '/admin',
      workspace_id: row.id,
    });
  }
  // By email too, so a request does not wait for an administrator to open the app.
  for (const to of emails) {
    await deps.mailer.send({
      to,
      subject: `Workspace request: "${row.name}"`,
      text: `Hello,\n\n${user.firstName} ${user.lastName} (${user.email}) asked for the workspace "${row.name}".\n\nApprove or decline it:\n${deps.config.appUrl}/admin\n`,
    });
  }
  return row;
}
