import { z } from 'zod';
import { WORKSPACE_STATUSES } from './values';
import { memberUser } from './teams';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { WORKSPACE_STATUSES };

export type WorkspaceStatus = keyof typeof WORKSPACE_STATUSES;
export type StatusColor = (typeof WORKSPACE_STATUSES)[WorkspaceStatus];
export const workspaceStatus = z.enum(Object.keys(WORKSPACE_STATUSES) as [WorkspaceStatus, ...WorkspaceStatus[]], {
  message: `The status must be one of: ${Object.keys(WORKSPACE_STATUSES).join(', ')}.`,
});
export const statusColor = (status: WorkspaceStatus): StatusColor => WORKSPACE_STATUSES[status];

export const APPROVAL_STATUSES = ['pending', 'approved', 'disapproved'] as const;
export const TEAM_ACCESS = ['full', 'read_only'] as const;

export const workspaceTeam = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  access: z.enum(TEAM_ACCESS),
  is_owner: z.boolean(),
  /** Whether the caller is an admin of this team. */
  is_admin: z.boolean(),
});
export type WorkspaceTeam = z.infer<typeof workspaceTeam>;

/** A pending invite as the workspace's managers see it (to cancel it). */
export const workspaceInviteSummary = z.object({
  id: z.number().int(),
  kind: z.enum(['team', 'user']),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  email: z.string().nullable(),
  created_at: z.string(),
});
export type WorkspaceInviteSummary = z.infer<typeof workspaceInviteSummary>;

export const workspaceResource = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  status: workspaceStatus,
  status_color: z.string(),
  goals: z.string().nullable(),
  restrict_resource_creation: z.boolean(),
  owner_team_id: z.number().int().nullable(),
  /** Same as owner_team_id (the spec's `team_id`). */
  team_id: z.number().int().nullable(),
  team_ids: z.array(z.number().int()),
  retailer_ids: z.array(z.number().int()),
  approval_status: z.enum(APPROVAL_STATUSES),
  teams: z.array(workspaceTeam),
  requested_by: memberUser.nullable(),
  /** The super-administrator's note on approval or disapproval (always sent by the upstream). */
  review_note: z.string().nullable().optional(),
  reviewed_at: z.string().nullable().optional(),
  /** Pending invites; only on `GET workspaces/{id}` and only for callers who manage the workspace. */
  invites: z.array(workspaceInviteSummary).optional(),
  created_at: z.string(),
});
export type Workspace = z.infer<typeof workspaceResource>;

/** A workspace request as the super-administrator reviews it (`superadmin/pending-workspace-requests`). */
export const workspaceRequestResource = workspaceResource.extend({
  owner_team: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }).nullable(),
});
export type WorkspaceRequest = z.infer<typeof workspaceRequestResource>;

const name = z.string().trim().min(1, 'The name field is required.').max(100, 'The name may not be greater than 100 characters.');
const description = z.string().trim().max(2000, 'The description may not be greater than 2000 characters.');
/** Ids are Postgres `integer`s; a larger number could never match and must not reach the database. */
export const MAX_ID = 2_147_483_647;
/** A required team id from JSON or a form field; a missing or non-numeric value reads as "required". */
const teamId = z.coerce
  .number({ error: 'The team field is required.' })
  .int()
  .positive({ message: 'The team field is required.' })
  .max(MAX_ID, 'The selected team is invalid.');
const optionalTeamId = z.coerce
  .number({ error: 'The selected team is invalid.' })
  .int()
  .positive({ message: 'The selected team is invalid.' })
  .max(MAX_ID, 'The selected team is invalid.')
  .optional();
const boolish = z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]).transform((v) => v === true || v === 'true' || v === '1');

/** `POST workspaces` (multipart): a request a super-administrator approves. `team_id` is the owner team. */
export const createWorkspaceBody = z.object({
  name,
  description: description.optional(),
  team_id: teamId,
  status: workspaceStatus.optional(),
  restrict_resource_creation: boolish.optional(),
});
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBody>;

/** `POST workspaces/{id}` (multipart). */
export const updateWorkspaceBody = z.object({
  name: name.optional(),
  description: description.optional(),
  restrict_resource_creation: boolish.optional(),
});
export type UpdateWorkspaceBody = z.infer<typeof updateWorkspaceBody>;

export const workspaceGoalsBody = z.object({ goals: z.string().trim().max(5000, 'The goals may not be greater than 5000 characters.') });
export const workspaceStatusBody = z.object({ status: workspaceStatus });
export const workspaceTeamBody = z.object({ team_id: teamId });
export const workspaceTeamAccessBody = z.object({ access: z.enum(TEAM_ACCESS, { message: 'The access must be full or read_only.' }) });

/** `POST workspaces/{id}/invite`: a team by id, or a user by email. */
export const workspaceInviteBody = z
  .object({
    team_id: optionalTeamId,
    email: z.string().trim().toLowerCase().email('The email must be a valid email address.').optional(),
  })
  .refine((b) => Boolean(b.team_id) !== Boolean(b.email), { message: 'Invite a team or an email address.', path: ['team_id'] });

/** `DELETE workspaces/{id}/invite?team_id=` or `?email=`: the same choice as the invite itself. */
export const cancelWorkspaceInviteQuery = workspaceInviteBody;

/** Accepting a user invite brings one of the user's admin teams (or, with none, a new personal team). */
export const acceptUserInviteBody = z.object({ team_id: optionalTeamId });

export const workspaceInviteResource = z.object({
  id: z.number().int(),
  kind: z.enum(['team', 'user']),
  workspace: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  team: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  email: z.string().nullable(),
  invited_by: memberUser.nullable(),
  created_at: z.string(),
});
export type WorkspaceInvite = z.infer<typeof workspaceInviteResource>;

export const reviewWorkspaceBody = z.object({
  workspace_id: z.coerce
    .number({ error: 'The workspace id field is required.' })
    .int()
    .positive({ message: 'The workspace id field is required.' })
    .max(MAX_ID, 'The selected workspace id is invalid.'),
  note: z.string().trim().max(1000, 'The note may not be greater than 1000 characters.').optional(),
});

/** `GET workspaces/{id}/members` (project addition): everyone who can see the workspace, by name. */
export const workspaceMemberResource = memberUser.extend({ read_only: z.boolean() });
export type WorkspaceMember = z.infer<typeof workspaceMemberResource>;
