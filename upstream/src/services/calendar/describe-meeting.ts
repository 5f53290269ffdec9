import { asc, eq } from 'drizzle-orm';
import { recordUrl } from '@/lib/routes/record-url';
import type { AppDeps } from '../../app-env';
import type { meetings } from '../../db/schema';
import { meetingGoals, meetingTopics } from '../../db/schema';

type MeetingRow = typeof meetings.$inferSelect;

/**
 * The text a calendar shows for a meeting (the Google event's and the ICS event's description):
 * its description, goals and topics in order, and the link back to the meeting in the app.
 */
export async function describeMeeting(deps: Pick<AppDeps, 'db' | 'config'>, meeting: MeetingRow): Promise<{ text: string; url: string }> {
  const [goals, topics] = await Promise.all([
    deps.db.select().from(meetingGoals).where(eq(meetingGoals.meetingId, meeting.id)).orderBy(asc(meetingGoals.position), asc(meetingGoals.id)),
    deps.db.select().from(meetingTopics).where(eq(meetingTopics.meetingId, meeting.id)).orderBy(asc(meetingTopics.position), asc(meetingTopics.id)),
  ]);
  const url = `${deps.config.appUrl}${recordUrl('meeting', meeting.id, meeting.workspaceId)}`;
  const parts = [meeting.description?.trim() || null];
  if (goals.length) parts.push(`Goals:\n${goals.map((g) => `• ${g.title}`).join('\n')}`);
  if (topics.length) parts.push(`Topics:\n${topics.map((t) => `• ${t.title}${t.durationMinutes ? ` (${t.durationMinutes} min)` : ''}`).join('\n')}`);
  parts.push(`Open the meeting: ${url}`);
  return { text: parts.filter(Boolean).join('\n\n'), url };
}
