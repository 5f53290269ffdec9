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
export const taskCompletionApi = (taskId: number, completed: boolean) => taskActionApi(taskId, completed ? 'complete' : 'incomplete');

/** The list, optionally with the summary of one meeting open (`?meetingId=`). */
export const meetingsHref = (workspaceId: string | number, meetingId?: number) =>
  `/workspace/${workspaceId}/meetings${meetingId ? `?meetingId=${meetingId}` : ''}`;
/** The meeting's own page (shareable). */
export const meetingHref = (workspaceId: string | number, meetingId: number) => `/workspace/${workspaceId}/meetings/${meetingId}`;
/** A task of the meeting, opened on the tasks screen of its workspace. */
export const meetingTaskHref = (workspaceId: number, taskId: number) => recordUrl('task', taskId, workspaceId);
