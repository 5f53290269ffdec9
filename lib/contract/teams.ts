import { z } from 'zod';
import { TEAM_ROLES } from './values';
import { paginationQuery } from './common';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { TEAM_ROLES };

export type TeamRole = (typeof TEAM_ROLES)[number];
export const teamRole = z.enum(TEAM_ROLES, { message: 'The role must be admin or member.' });

export const memberUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type MemberUser = z.infer<typeof memberUser>;

export const teamMember = z.object({ user: memberUser, role: teamRole });
export type TeamMember = z.infer<typeof teamMember>;

export const teamInviteSummary = z.object({ id: z.number().int(), email: z.string(), role: teamRole, created_at: z.string() });
export type TeamInviteSummary = z.infer<typeof teamInviteSummary>;

/** A team as its members see it. `role` is the caller's role; members and invites only on GET teams/{id}. */
export const teamResource = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  role: teamRole,
  members_count: z.number().int(),
  members: z.array(teamMember).optional(),
  invites: z.array(teamInviteSummary).optional(),
  created_at: z.string(),
});
export type Team = z.infer<typeof teamResource>;

const name = z
  .string({ message: 'The name field is required.' })
  .trim()
  .min(1, 'The name field is required.')
  .max(100, 'The name may not be greater than 100 characters.');
const description = z.string().trim().max(2000, 'The description may not be greater than 2000 characters.');

/** `POST teams` (multipart: image, name, description, company_name or company_id). */
export const createTeamBody = z
  .object({
    name,
    description: description.optional(),
    company_name: z.string().trim().max(150, 'The company name may not be greater than 150 characters.').optional(),
    company_id: z.coerce
      .number({ message: 'The selected company is invalid.' })
      .int('The selected company is invalid.')
      .positive('The selected company is invalid.')
      .optional(),
  })
  .refine((b) => !(b.company_name && b.company_id), { message: 'Give a company name or a company, not both.', path: ['company_id'] });
export type CreateTeamBody = z.infer<typeof createTeamBody>;

/** `POST teams/{id}` (multipart: image, name, description). */
export const updateTeamBody = z.object({ name: name.optional(), description: description.optional() });
export type UpdateTeamBody = z.infer<typeof updateTeamBody>;

// A missing email says "required" rather than zod's type message, like Laravel's validator.
const inviteEmail = z
  .string({ message: 'The email field is required.' })
  .trim()
  .toLowerCase()
  .min(1, 'The email field is required.')
  .max(254, 'The email may not be greater than 254 characters.')
  .email('The email must be a valid email address.');

export const teamInviteBody = z.object({ email: inviteEmail, role: teamRole });
export type TeamInviteBody = z.infer<typeof teamInviteBody>;

export const teamRoleBody = z.object({ role: teamRole });

export const findTeamQuery = z.object({ email: inviteEmail });

/** `DELETE teams/{id}/invite?email=`: the invite is named by the email it was sent to. */
export const cancelTeamInviteQuery = z.object({ email: inviteEmail });

/** `GET teams`: paged; `company_id` narrows to the teams linked to one company (the company's teams screen). */
export const teamListQuery = paginationQuery.extend({ company_id: z.coerce.number().int().positive().optional() });
export type TeamListQuery = z.infer<typeof teamListQuery>;

/**
 * `GET teams/find?email=`: what the invite dialog needs. `user` is the account with that email (null
 * when nobody has signed up with it, so the dialog can say a sign-up link will be mailed); `teams`
 * are the caller's admin teams that the email is neither a member of nor already invited to.
 */
export const teamFindResult = z.object({ user: memberUser.nullable(), teams: z.array(teamResource) });
export type TeamFindResult = z.infer<typeof teamFindResult>;

/** A pending team invite as the invited user sees it (`user/invites`). */
export const teamInviteResource = z.object({
  id: z.number().int(),
  role: teamRole,
  email: z.string(),
  team: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }),
  invited_by: memberUser.nullable(),
  created_at: z.string(),
});
export type TeamInvite = z.infer<typeof teamInviteResource>;
