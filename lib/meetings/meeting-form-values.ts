import type { FieldErrors } from '@/lib/contract/field-errors';
import type { Meeting } from '@/lib/contract/meetings';
import { zonedInputs } from './meeting-time';
import { defaultSlot, zonedToInstant } from './meeting-time-input';

/**
 * The "New meeting" / "Edit meeting" form as the inputs hold it: a date and wall-clock times in the
 * browser's zone (`tz`), ids as strings for the selects. `toMeetingInput` turns it into the
 * contract's body (instants with their offset) plus the errors only the form can tell (no date).
 */
export type MeetingFormValues = {
  workspaceId: string;
  title: string;
  date: string;
  start: string;
  end: string;
  location: string;
  description: string;
  attendeeIds: number[];
  retailerId: string;
  brandId: string;
  productId: string;
  /** Goals to start with (create only), one per line of the form. */
  goals: string[];
};

export function emptyMeetingValues(workspaceId: number | null, now: number, tz: string): MeetingFormValues {
  const slot = defaultSlot(now, tz);
  return {
    workspaceId: workspaceId ? String(workspaceId) : '',
    title: '',
    date: slot.date,
    start: slot.start,
    end: slot.end,
    location: '',
    description: '',
    attendeeIds: [],
    retailerId: '',
    brandId: '',
    productId: '',
    goals: [''],
  };
}

const idText = (id: number | null) => (id ? String(id) : '');

export function meetingValues(m: Meeting, tz: string): MeetingFormValues {
  const start = zonedInputs(m.starts_at, tz);
  const end = zonedInputs(m.ends_at, tz);
  return {
    workspaceId: String(m.workspace_id),
    title: m.title,
    date: start.date,
    start: start.time,
    // The form has one date: an end on a later day shows as 23:59 and is sent only if touched.
    end: end.date === start.date ? end.time : '23:59',
    location: m.location ?? '',
    description: m.description ?? '',
    attendeeIds: m.attendees.map((a) => a.id),
    retailerId: idText(m.workspace_company_retailer_id),
    brandId: idText(m.workspace_company_brand_id),
    productId: idText(m.workspace_company_product_id),
    goals: [],
  };
}

export type MeetingInput = { input: Record<string, unknown>; localErrors: FieldErrors };

/** The times as instants, or the errors of the date and start inputs. */
function times(v: MeetingFormValues, tz: string) {
  const localErrors: FieldErrors = {};
  if (!v.date.trim()) localErrors.date = ['The date field is required.'];
  else if (!v.start.trim()) localErrors.starts_at = ['The start field is required.'];
  const startsAt = zonedToInstant(v.date, v.start, tz);
  const endsAt = v.end.trim() ? zonedToInstant(v.date, v.end, tz) : null;
  return { startsAt, endsAt, localErrors };
}

/** What the create and the update both send after the title and times: place, description, attendees and records. */
function detailInput(v: MeetingFormValues) {
  return {
    location: v.location,
    description: v.description,
    attendee_ids: v.attendeeIds,
    workspace_company_retailer_id: v.retailerId,
    workspace_company_brand_id: v.brandId,
    workspace_company_product_id: v.productId,
  };
}

/** `POST meetings`: the planner's zone is the browser's. */
export function createMeetingInput(v: MeetingFormValues, tz: string): MeetingInput {
  const { startsAt, endsAt, localErrors } = times(v, tz);
  const input: Record<string, unknown> = {
    workspace_id: v.workspaceId,
    title: v.title,
    starts_at: startsAt ?? '',
    ...(endsAt ? { ends_at: endsAt } : {}),
    time_zone: tz,
    ...detailInput(v),
  };
  const goals = v.goals.map((g) => g.trim()).filter(Boolean);
  if (goals.length) input.goals = goals;
  return { input, localErrors };
}

/**
 * `PUT meetings/{id}`: every field of the form; the zone changes to the editor's only when the
 * times did (the meeting is then planned anew in that zone).
 */
export function updateMeetingInput(v: MeetingFormValues, meeting: Meeting, tz: string): MeetingInput {
  const { startsAt, endsAt, localErrors } = times(v, tz);
  const initial = meetingValues(meeting, tz);
  const endTouched = v.date !== initial.date || v.end !== initial.end;
  const sendEnd = endsAt !== null && endTouched;
  const moved = !startsAt || Date.parse(startsAt) !== Date.parse(meeting.starts_at) || (sendEnd && Date.parse(endsAt) !== Date.parse(meeting.ends_at));
  const input: Record<string, unknown> = {
    title: v.title,
    starts_at: startsAt ?? '',
    ...(sendEnd ? { ends_at: endsAt } : {}),
    ...(moved ? { time_zone: tz } : {}),
    ...detailInput(v),
  };
  return { input, localErrors };
}

/** Field errors the form shows beside its inputs (others go to the toast). */
export const MEETING_FIELDS = [
  'workspace_id',
  'title',
  'date',
  'starts_at',
  'ends_at',
  'location',
  'description',
  'attendee_ids',
  'workspace_company_retailer_id',
  'workspace_company_brand_id',
  'workspace_company_product_id',
  'goals',
  ...Array.from({ length: 50 }, (_, i) => `goals.${i}`),
];

/** Goal lines' errors (`goals.0`) shown under the goals. */
export const goalErrors = (errors: FieldErrors): string[] => [
  ...new Set(
    Object.entries(errors)
      .filter(([k]) => k === 'goals' || k.startsWith('goals.'))
      .flatMap(([, v]) => v),
  ),
];
