import { asc, inArray } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import type { meetings } from '../../db/schema';
import { meetingGoals, meetingTopics } from '../../db/schema';

type MeetingRow = typeof meetings.$inferSelect;
export type MeetingText = { text: string; url: string };

/**
 * The text calendars show for meetings (the Google event's and the ICS events' descriptions): each
 * one's description, goals and topics in order, and the link back to it in the app. Two queries for
 * any number of meetings, so a feed of a thousand costs what one does. In the order of `rows`.
 */
export async function describeMeetings(deps: Pick<AppDeps, 'db' | 'config'>, rows: readonly MeetingRow[]): Promise<MeetingText[]> {
  const ids = rows.map((m) => m.id);
  const [goals, topics] = ids.length
    ? await Promise.all([
        deps.db.select().from(meetingGoals).where(inArray(meetingGoals.meetingId, ids)).orderBy(asc(meetingGoals.position), asc(meetingGoals.id)),
        deps.db.select().from(meetingTopics).where(inArray(meetingTopics.meetingId, ids)).orderBy(asc(meetingTopics.position), asc(meetingTopics.id)),
      ])
    : [[], []];
  return rows.map((meeting) => {
    const url = `${deps.config.appUrl}${recordUrl('meeting', meeting.id, meeting.workspaceId)}`;
    const own = { goals: goals.filter((g) => g.meetingId === meeting.id), topics: topics.filter((t) => t.meetingId === meeting.id) };
    const parts = [meeting.description?.trim() || null];
    if (own.goals.length) parts.push(`Goals:\n${own.goals.map((g) => `• ${g.title}`).join('\n')}`);
    if (own.topics.length) parts.push(`Topics:\n${own.topics.map((t) => `• ${t.title}${t.durationMinutes ? ` (${t.durationMinutes} min)` : ''}`).join('\n')}`);
    parts.push(`Open the meeting: ${url}`);
    return { text: parts.filter(Boolean).join('\n\n'), url };
  });
}
