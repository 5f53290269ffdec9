import { recordUrl } from '@/lib/routes/record-url';
import { taskActionApi } from '@/lib/tasks/task-paths';
import type { AgendaKind } from './messages';

/** API paths (through the BFF) and app links of the meeting screens. */
export const MEETINGS_API = 'meetings';
export const meetingApi = (id: number) => `meetings/${id}`;
export const meetingActionApi = (id: number, action: 'task' | 'clone' | 'copy') => `meetings/${id}/${action}`;
/** `meetings/{id}/goal`, `…/goal/{goalId}`, `…/goal/order` (topics alike). */
export const agendaApi = (meetingId: number, kind: AgendaKind, itemId?: number | 'order') =>
  `meetings/${meetingId}/${kind}${itemId === undefined ? '' : `/${itemId}`}`;
/** `meetings/{id}/calendar-sync`: where the meeting stands in Google Calendar (GET), push it again (POST). */
export const meetingCalendarSyncApi = (id: number) => `meetings/${id}/calendar-sync`;
/** `meetings/{id}/ics`: the meeting as an iCalendar file, downloaded through the BFF. */
export const meetingIcsApi = (id: number) => `meetings/${id}/ics`;
/** `meetings/busy`: busy times of workspace members on one day (the meeting form's hint). */
export const BUSY_TIMES_API = 'meetings/busy';
export const taskCompletionApi = (taskId: number, completed: boolean) => taskActionApi(taskId, completed ? 'complete' : 'incomplete');

/** The list, optionally with the summary of one meeting open (`?meetingId=`). */
export const meetingsHref = (workspaceId: string | number, meetingId?: number) =>
  `/workspace/${workspaceId}/meetings${meetingId ? `?meetingId=${meetingId}` : ''}`;
/** The meeting's own page (shareable). */
export const meetingHref = (workspaceId: string | number, meetingId: number) => `/workspace/${workspaceId}/meetings/${meetingId}`;
/** A task of the meeting, opened on the tasks screen of its workspace. */
export const meetingTaskHref = (workspaceId: number, taskId: number) => recordUrl('task', taskId, workspaceId);
