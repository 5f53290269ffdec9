/** Section 8 texts of the meeting screens: success toast titles and error fallbacks. */
export const MEETING_MSG = {
  fetch: 'Error fetching meetings',
  create: 'Error creating meetings',
  /** The spec lists no update text for meetings; the project's choice, in the same wording. */
  update: 'Error updating meetings',
  delete: 'Error deleting meetings',
  created: 'Meeting created',
  updated: 'Meeting updated',
  deleted: 'Meeting deleted',
  cloned: 'Meeting cloned',
  copied: 'Meeting copied',
  goalAdded: 'Goal added',
  goalUpdated: 'Goal updated',
  goalDeleted: 'Goal deleted',
  topicAdded: 'Topic added',
  topicUpdated: 'Topic updated',
  topicDeleted: 'Topic deleted',
  /** Tasks of a meeting: the same words as the tasks screen. */
  taskCreated: 'Task created',
  taskCompleted: 'Task completed',
  taskIncomplete: 'Task marked incomplete',
  taskCreate: 'Error creating tasks',
  taskUpdate: 'Error updating tasks',
  /** Shown in an open meeting when someone else deleted it. */
  gone: 'This meeting was deleted.',
} as const;

export type AgendaKind = 'goal' | 'topic';
export const AGENDA_MSG: Record<AgendaKind, { added: string; updated: string; deleted: string }> = {
  goal: { added: MEETING_MSG.goalAdded, updated: MEETING_MSG.goalUpdated, deleted: MEETING_MSG.goalDeleted },
  topic: { added: MEETING_MSG.topicAdded, updated: MEETING_MSG.topicUpdated, deleted: MEETING_MSG.topicDeleted },
};
