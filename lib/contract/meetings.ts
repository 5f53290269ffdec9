import { z } from 'zod';
import { MEETING_WHEN } from './values';
import { memberUser } from './teams';
import { MAX_DB_ID, nullableId, optionalText, requiredText } from './catalogue-common';
import { discussionResource } from './discussions';
import { contentFilterQuery, idList, namedRef } from './content-common';
import { taskResource } from './tasks';
// Defined in values.ts, without zod, for browser code; re-exported for everything that imports them here.
export { MEETING_WHEN };

/** An IANA time zone the runtime knows ("Europe/Paris"); the zone a meeting was planned in. */
export const timeZone = z
  .string()
  .trim()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, 'The time zone must be a valid IANA time zone.');

/** An instant with its offset ("2026-11-23T09:30:00+01:00" or "…Z"). */
export const instant = (field: string) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, `The ${field} must be a date and time with its offset (ISO 8601).`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `The ${field} must be a valid date and time.`);

export const agendaItemResource = z.object({
  id: z.number().int(),
  meeting_id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MeetingGoal = z.infer<typeof agendaItemResource>;
export const topicResource = agendaItemResource.extend({ duration_minutes: z.number().int().nullable() });
export type MeetingTopic = z.infer<typeof topicResource>;

export const meetingResource = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  workspace_name: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  /** Instants in UTC (ISO 8601 with Z); show them in the viewer's zone, `time_zone` is the planner's. */
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  workspace_company_retailer_id: z.number().int().nullable(),
  retailer_name: z.string().nullable(),
  workspace_company_brand_id: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  workspace_company_product_id: z.number().int().nullable(),
  product_name: z.string().nullable(),
  attendees: z.array(memberUser),
  goals_count: z.number().int(),
  topics_count: z.number().int(),
  tasks_count: z.number().int(),
  created_by: memberUser.nullable(),
  /** The caller writes content in its workspace (agenda, tasks). */
  can_write: z.boolean(),
  /** The caller may change its details or delete it (author or workspace admin). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Meeting = z.infer<typeof meetingResource>;

/** `GET meetings/{id}`: with goals and topics in order, its tasks, and discussions. */
export const meetingDetailResource = meetingResource.extend({
  goals: z.array(agendaItemResource),
  topics: z.array(topicResource),
  tasks: z.array(taskResource),
  discussions: z.array(discussionResource),
});
export type MeetingDetail = z.infer<typeof meetingDetailResource>;

const meetingFields = {
  description: optionalText('description', 10000),
  location: optionalText('location', 300),
  time_zone: timeZone.optional(),
  /** Attendees: members of the meeting's workspace (others are a 422). Each new one is notified. */
  attendee_ids: idList('attendee_ids'),
  workspace_company_retailer_id: nullableId,
  workspace_company_brand_id: nullableId,
  workspace_company_product_id: nullableId,
};

/** `POST meetings` (JSON). `ends_at` defaults to 30 minutes after `starts_at` and must not be before it. */
export const meetingCreateBody = z
  .object({
    workspace_id: z.coerce
      .number({ error: 'The workspace field is required.' })
      .int()
      .positive({ message: 'The workspace field is required.' })
      .max(MAX_DB_ID, 'The selected workspace is invalid.'),
    title: requiredText('title', 200),
    starts_at: instant('start'),
    ends_at: instant('end').optional(),
    /** Goals and topics to start with (titles, in order). */
    goals: z.array(requiredText('goal', 300)).max(50).optional(),
    topics: z.array(requiredText('topic', 300)).max(50).optional(),
    ...meetingFields,
  })
  .refine((b) => !b.ends_at || Date.parse(b.ends_at) >= Date.parse(b.starts_at), { message: 'The end must be after the start.', path: ['ends_at'] });
export type MeetingCreateBody = z.infer<typeof meetingCreateBody>;

/** `PUT meetings/{id}`: fields sent change (the workspace never does; copy it instead). */
export const meetingUpdateBody = z.object({
  title: requiredText('title', 200).optional(),
  starts_at: instant('start').optional(),
  ends_at: instant('end').optional(),
  ...meetingFields,
});
export type MeetingUpdateBody = z.infer<typeof meetingUpdateBody>;

/** `GET meetings`: the global filters plus `when` (upcoming: ends now or later, soonest first; past: latest first). */
export const meetingListQuery = contentFilterQuery.and(
  z.object({ when: z.enum(MEETING_WHEN).default('all'), attendee_id: z.coerce.number().int().positive().max(MAX_DB_ID).optional() }),
);
export type MeetingListQuery = z.infer<typeof meetingListQuery>;
/** `GET meetings/search?q=`: at most 10 meetings by title, soonest upcoming first. */
export const meetingSearchQuery = z.object({ q: z.string().trim().min(1, 'The q field is required.').max(100), workspace_ids: idList('workspace_ids') });

export const goalBody = z.object({ title: requiredText('goal', 300), description: optionalText('description', 5000) });
export const goalUpdateBody = goalBody.partial();
export const topicBody = goalBody.extend({
  duration_minutes: z
    .union([z.literal(''), z.null(), z.coerce.number().int().min(1).max(1440)])
    .optional()
    .transform((v) => (v === '' ? null : v)),
});
export const topicUpdateBody = topicBody.partial();
/** `POST meetings/{id}/goal/order` and `/topic/order`: every id of the meeting's goals (topics), in the new order. */
export const orderBody = z.object({ ids: z.array(z.coerce.number().int().positive().max(MAX_DB_ID)).min(1, 'The ids field is required.').max(200) });

/** `POST meetings/{id}/clone` (same workspace) and `/copy` (`workspace_id`: where to, create right needed). */
export const cloneBody = z.object({ title: requiredText('title', 200).optional(), starts_at: instant('start').optional() });
export const copyBody = cloneBody.extend({
  workspace_id: z.coerce
    .number({ error: 'The workspace field is required.' })
    .int()
    .positive({ message: 'The workspace field is required.' })
    .max(MAX_DB_ID, 'The selected workspace is invalid.'),
});
export const meetingRef = namedRef;
