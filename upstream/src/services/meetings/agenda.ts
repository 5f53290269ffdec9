import type { MeetingGoal, MeetingTopic } from '@/lib/contract/meetings';
import { meetingGoals, meetingTopics } from '../../db/schema';

/**
 * Goals and topics are the two lists of a meeting's agenda: the same columns (topics add a
 * duration) and the same rules, so one set of services handles both, keyed by `kind`.
 */
export type AgendaKind = 'goal' | 'topic';
export type AgendaTable = typeof meetingGoals | typeof meetingTopics;
type GoalRow = typeof meetingGoals.$inferSelect;
type TopicRow = typeof meetingTopics.$inferSelect;
export type AgendaRow = GoalRow | TopicRow;

/** Attendees come from the workspace's members (read-only teams included: they can read the meeting). */
export const ATTENDEES_INVALID = 'The selected attendees must be members of the workspace.';

/** The resource of each list: topics add `duration_minutes`. */
export type AgendaItemOf<K extends AgendaKind> = K extends 'goal' ? MeetingGoal : MeetingTopic;

export const agendaTable = (kind: AgendaKind): AgendaTable => (kind === 'goal' ? meetingGoals : meetingTopics);
export const agendaLabel = (kind: AgendaKind) => (kind === 'goal' ? 'Goal' : 'Topic');

export function toGoalResource(row: GoalRow): MeetingGoal {
  return {
    id: row.id,
    meeting_id: row.meetingId,
    title: row.title,
    description: row.description,
    position: row.position,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toTopicResource(row: TopicRow): MeetingTopic {
  return { ...toGoalResource(row), duration_minutes: row.durationMinutes };
}

/** A row of either list as its resource (a topic row carries `durationMinutes`). */
export function toAgendaResource<K extends AgendaKind>(kind: K, row: AgendaRow): AgendaItemOf<K> {
  // The row came from `kind`'s table, so the conditional type holds; TypeScript cannot narrow K by value.
  return (kind === 'topic' && 'durationMinutes' in row ? toTopicResource(row) : toGoalResource(row)) as AgendaItemOf<K>;
}
