/** Browser reads of meetings through the BFF, as React Query functions (they throw `ApiError`). */
import { ApiError, apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ApiQuery } from '@/lib/api/api-fetch';
import type { PageMeta } from '@/lib/contract/common';
import type { Meeting, MeetingDetail } from '@/lib/contract/meetings';
import { readSchema } from '@/lib/workspace-content/read-schema';
import { MEETINGS_API, meetingApi } from './meeting-paths';
import { MEETINGS_FETCH_ERROR } from './meetings-fetch-error';

export type MeetingPage = { data: Meeting[]; meta: PageMeta };

/** `GET meetings` with the global filters and `when`. */
export async function fetchMeetingsPage(query: ApiQuery): Promise<MeetingPage> {
  const res = await apiFetch<Meeting[]>(MEETINGS_API, { query, fallback: MEETINGS_FETCH_ERROR, schema: readSchema('meetingPage') });
  if (!res.ok) throw new ApiError(res);
  return res.body as MeetingPage;
}

/** `GET meetings/{id}`: goals and topics in order, tasks and discussions. */
export const fetchMeeting = (id: number) => apiData<MeetingDetail>(meetingApi(id), { fallback: MEETINGS_FETCH_ERROR, schema: readSchema('meetingDetail') });
