import { MEETING_WHEN } from '@/lib/contract/values';

/**
 * The meetings screen's own URL state beside the global filters: `when` (upcoming, past or all;
 * upcoming when absent) and `meetingId` (the open summary, shareable). Malformed values read as
 * "not set", so a shared URL never breaks the page.
 */
export type MeetingWhen = (typeof MEETING_WHEN)[number];
export const WHEN_PARAM = 'when';
export const MEETING_ID_PARAM = 'meetingId';
export const DEFAULT_WHEN: MeetingWhen = 'upcoming';

const isId = (s: string) => /^\d{1,10}$/.test(s) && Number(s) > 0 && Number(s) <= 2_147_483_647;

export function readWhen(params: URLSearchParams): MeetingWhen {
  const v = params.get(WHEN_PARAM) ?? '';
  return (MEETING_WHEN as readonly string[]).includes(v) ? (v as MeetingWhen) : DEFAULT_WHEN;
}

export function readMeetingId(params: URLSearchParams): number | null {
  const v = (params.get(MEETING_ID_PARAM) ?? '').trim();
  return isId(v) ? Number(v) : null;
}

/** Another `when` goes back to page 1; the default is left out of the URL. */
export function withWhen(params: URLSearchParams, when: MeetingWhen): URLSearchParams {
  const next = new URLSearchParams(params);
  if (when === DEFAULT_WHEN) next.delete(WHEN_PARAM);
  else next.set(WHEN_PARAM, when);
  next.delete('page');
  return next;
}

export function withMeetingId(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(MEETING_ID_PARAM);
  else next.set(MEETING_ID_PARAM, String(id));
  return next;
}
