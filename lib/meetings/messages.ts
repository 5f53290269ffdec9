import { MEETINGS_FETCH_ERROR } from './meetings-fetch-error';

/** Section 8 texts of the meeting screens: success toast titles and error fallbacks. */
export const MEETING_MSG = {
  fetch: MEETINGS_FETCH_ERROR,
  create: 'Error creating meetings',
  /** The spec lists no update text for meetings; the project's choice, in the same wording. */
  update: 'Error updating meetings',
  delete: 'Error deleting meetings',
  created: 'Meeting created',
  updated: 'Meeting updated',
  deleted: 'Meeting deleted',
  cloned: 'Meeting cloned',
  copied: 'Meeting copied',
  goalUpdated: 'Goal updated',
  goalDeleted: 'Goal deleted',
  topicUpdated: 'Topic updated',
  topicDeleted: 'Topic deleted',
  /** Tasks of a meeting: the same words as the tasks screen. */
  taskCreated: 'Task created',
  taskCompleted: 'Task completed',
  taskIncomplete: 'Task marked incomplete',
  taskCreate: 'Error creating tasks',
  taskUpdate: 'Error updating tasks',
  calendarSyncFetch: 'Error getting the Google Calendar sync',
  calendarSyncRetry: 'Error syncing to Google Calendar',
  calendarSyncRetried: 'Sending to Google Calendar again',
  /** Shown in an open meeting when someone else deleted it. */
  gone: 'This meeting was deleted.',
} as const;

export type AgendaKind = 'goal' | 'topic';
/** Adding a goal or topic has no success toast: the inline add shows the new row. */
export const AGENDA_MSG: Record<AgendaKind, { updated: string; deleted: string }> = {
  goal: { updated: MEETING_MSG.goalUpdated, deleted: MEETING_MSG.goalDeleted },
  topic: { updated: MEETING_MSG.topicUpdated, deleted: MEETING_MSG.topicDeleted },
};
