import type { Db } from '../../db/client';
import { meetingAttendees, meetingGoals, meetings, meetingTopics } from '../../db/schema';
import type { MeetingRow } from './present-meetings';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type NewAgendaItem = { title: string; description?: string | null; durationMinutes?: number | null };
export type NewMeeting = Omit<typeof meetings.$inferInsert, 'id'> & {
  attendeeIds: number[];
  goals: NewAgendaItem[];
  topics: NewAgendaItem[];
};

/**
 * Writes a meeting with its attendees, goals and topics (positions 0..n-1 in the order given) in
 * one transaction, for `POST meetings`, clone and copy alike.
 */
export async function insertMeeting(db: Db, input: NewMeeting): Promise<MeetingRow> {
  const { attendeeIds, goals, topics, ...values } = input;
  const at = values.createdAt ?? new Date();
  return db.transaction(async (tx: Tx) => {
    const [row] = await tx.insert(meetings).values(values).returning();
    if (attendeeIds.length) await tx.insert(meetingAttendees).values(attendeeIds.map((userId) => ({ meetingId: row.id, userId, createdAt: at })));
    const items = (list: NewAgendaItem[]) =>
      list.map((item, position) => ({ meetingId: row.id, title: item.title, description: item.description ?? null, position, createdAt: at, updatedAt: at }));
    if (goals.length) await tx.insert(meetingGoals).values(items(goals));
    if (topics.length) await tx.insert(meetingTopics).values(items(topics).map((item, i) => ({ ...item, durationMinutes: topics[i].durationMinutes ?? null })));
    return row;
  });
}
