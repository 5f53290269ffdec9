import { z } from 'zod';
import { optionalDate } from './content-common';

/**
 * The activity log (decision 0026): one entry per successful write, with who made it (and the
 * super-administrator impersonating them, or the API token used), what, on which record, and the
 * fields it changed. Read as a workspace's feed, a company's audit log or, for super-administrators,
 * the whole log.
 */
export const activityChange = z.object({ field: z.string(), before: z.unknown(), after: z.unknown() });

export const activityResource = z.object({
  id: z.number().int(),
  at: z.string().describe('ISO 8601'),
  action: z.enum(['create', 'update', 'delete', 'restore', 'action']),
  route: z.string().describe('The call, as in the route table: `PATCH tasks/{taskId}`'),
  actor: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('Null: a call without sign-in (sign-up, the contact form)'),
  impersonator: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('The super-administrator acting as the actor'),
  via: z.enum(['session', 'full_access', 'custom', 'impersonation']).nullable(),
  token: z.object({ id: z.number().int(), name: z.string() }).nullable().describe('The API token used, for token calls'),
  subject: z
    .object({ type: z.string(), id: z.number().int().nullable(), label: z.string().nullable() })
    .nullable()
    .describe('The record: its kind as in the path (`tasks`, `products`), id and title or name at the time'),
  workspace_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  changes: z.array(activityChange).nullable().describe('Changed fields, before and after (secrets left out, long values clipped)'),
});
export type ActivityResource = z.infer<typeof activityResource>;

export const activityQuery = z
  .object({
    before: z.coerce.number().int().positive().optional().describe('Entries older than this id (the previous page’s `next_before`)'),
    per_page: z.coerce.number().int().min(1).max(100).default(50),
    actor_id: z.coerce.number().int().positive().optional(),
    subject_type: z.string().max(64).optional(),
    subject_id: z.coerce.number().int().positive().optional(),
    action: z.enum(['create', 'update', 'delete', 'restore', 'action']).optional(),
    date_from: optionalDate('date_from').describe('From this day (YYYY-MM-DD, UTC), inclusive'),
    date_to: optionalDate('date_to').describe('Up to this day (YYYY-MM-DD, UTC), inclusive'),
  })
  .refine((q) => !q.date_from || !q.date_to || q.date_from <= q.date_to, {
    message: 'The date_to must be a date after or equal to date_from.',
    path: ['date_to'],
  });
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityPage = z.object({
  data: z.array(activityResource),
  next_before: z.number().int().nullable().describe('Pass as `before` for the next (older) page; null on the last page'),
});
export type ActivityPage = z.infer<typeof activityPage>;
