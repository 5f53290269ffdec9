import { z } from 'zod';
import { ABILITY_AREAS } from './values-forms';
import { NOTIFICATION_KINDS } from './notification-kinds';
import { teamInviteResource } from './teams';
import { workspaceInviteResource } from './workspaces';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { ABILITY_AREAS };

/** Token abilities: `<area>:read` / `<area>:write` (write implies read); `*` is full access. */
export type AbilityArea = (typeof ABILITY_AREAS)[number];
export const ABILITIES = ABILITY_AREAS.flatMap((a) => [`${a}:read`, `${a}:write`] as const);
export const ability = z.enum(ABILITIES as unknown as [string, ...string[]], { message: 'Unknown ability.' });

/**
 * The places a custom token may reach (decision 0036): only these companies and workspaces; `null`
 * on a token means no limit. A scoped token that lists no workspace reaches no workspace.
 */
export const tokenScope = z.object({ companies: z.array(z.number().int()), workspaces: z.array(z.number().int()) });
export type TokenScope = z.infer<typeof tokenScope>;

export const tokenResource = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(['session', 'full_access', 'custom', 'impersonation']),
  abilities: z.array(z.string()),
  scope: tokenScope.nullable(),
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  created_at: z.string(),
  /** True for the token making this request. */
  current: z.boolean(),
});
export type ApiToken = z.infer<typeof tokenResource>;

/** A freshly created token: the only time its plain value is returned. */
export const newTokenResource = z.object({ token: z.string(), token_info: tokenResource });

const placeId = z.number({ error: 'Each id must be a number.' }).int('Each id must be a whole number.').positive('Each id must be positive.');

export const customTokenBody = z.object({
  name: z.string().trim().min(1, 'The name field is required.').max(100),
  abilities: z.array(ability).min(1, 'Choose at least one ability.'),
  /** Limit the token to these companies and/or workspaces (ids the caller can see); none: no limit. */
  companies: z.array(placeId).max(100, 'Choose at most 100 companies.').optional(),
  workspaces: z.array(placeId).max(100, 'Choose at most 100 workspaces.').optional(),
  expires_at: z.string().datetime({ offset: true, message: 'The expiry must be a date-time.' }).optional().nullable(),
});
export const fullAccessTokenBody = z.object({ name: z.string().trim().min(1, 'The name field is required.').max(100).optional() });
export type CustomTokenBody = z.infer<typeof customTokenBody>;
export type NewApiToken = z.infer<typeof newTokenResource>;
/** `DELETE user/tokens?id=` revokes one token; without an id, every token but the current one. */
export const revokeTokensQuery = z.object({ id: z.coerce.number().int().positive().optional() });

/** `POST user/phone` answers `{ message }` (code texted); `PUT` (verify) and `DELETE` answer `{ data: user }`. */
export const phoneBody = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+[1-9]\d{5,16}$/, 'The phone must be a valid number in international format.'),
});
export const phoneCodeBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits.'),
});

/** A workspace id from JSON or a form; a missing or non-numeric value reads as Laravel's "required". */
const workspaceId = z.coerce.number({ error: 'The workspace id field is required.' }).int().positive({ message: 'The workspace id field is required.' });

/** `POST user/default-workspace`: `null` clears the default. */
export const defaultWorkspaceBody = z.object({ workspace_id: workspaceId.nullable() });
export const defaultWorkspaceResource = z.object({ workspace_id: z.number().int().nullable() });

export const workspaceApprovalBody = z.object({
  workspace_id: workspaceId,
  message: z.string().trim().max(1000, 'The message may not be greater than 1000 characters.').optional(),
});

export const otherUserResource = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
});
export type OtherUser = z.infer<typeof otherUserResource>;

export const invitesResource = z.object({
  team_invites: z.array(teamInviteResource),
  workspace_invites: z.array(workspaceInviteResource),
});
export type Invites = z.infer<typeof invitesResource>;

export const notificationResource = z.object({
  id: z.string(),
  type: z.string(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationResource>;
/** `POST notifications/read-all`: how many were unread and are read now. */
export const notificationsMarkedResource = z.object({ marked: z.number().int() });
/** `GET notifications?read=false` for unread only (`filter[read]=false` too); `kind=` and `unread_first=1`. */
export const notificationsQuery = z.object({
  read: z.enum(['true', 'false']).optional(),
  'filter[read]': z.enum(['true', 'false']).optional(),
  /** Only the notifications filed under this kind (lib/contract/notification-kinds.ts). */
  kind: z.enum(NOTIFICATION_KINDS).optional(),
  /** `1`: unread ones first, each group newest first. */
  unread_first: z.enum(['0', '1']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const googleStatusResource = z.object({
  configured: z.boolean(),
  connected: z.boolean(),
  google_email: z.string().nullable(),
  /** Google refused the stored grant (revoked or expired): sync is stopped until the user connects again. */
  needs_reconnect: z.boolean(),
  /** Why, in words, when `needs_reconnect`. */
  reconnect_reason: z.string().nullable(),
  /** Where to send the browser to connect (when configured and not connected, or to reconnect). */
  auth_url: z.string().nullable(),
});
export type GoogleStatus = z.infer<typeof googleStatusResource>;
/** `DELETE google/token`: the status after, and whether Google confirmed the grant was revoked. */
export const googleDisconnectResource = googleStatusResource.extend({ revoked: z.boolean() });
export type GoogleDisconnect = z.infer<typeof googleDisconnectResource>;
/**
 * `POST google/token`: the `code` and `state` Google returned to the redirect URI (the callback page
 * forwards both as they came), exchanged by the upstream. `state` must be the one in `auth_url`.
 */
export const googleTokenBody = z.object({
  code: z.string({ error: 'The code field is required.' }).min(1, 'The code field is required.').max(2048),
  redirect_uri: z.string({ error: 'The redirect uri field is required.' }).url('The redirect uri must be a valid URL.'),
  state: z.string({ error: 'The state field is required.' }).min(1, 'The state field is required.').max(200),
});
export type GoogleTokenBody = z.infer<typeof googleTokenBody>;
