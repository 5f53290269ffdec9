import { and, inArray, isNull } from 'drizzle-orm';
import type { SearchHit } from '@/lib/contract/search';
import { recordUrl } from '@/lib/routes/record-url';
import type { Db } from '../../db/client';
import { meetings, tasks } from '../../db/schema';
import { containsTerm, rankByName, subtitleOf } from './search-terms';
import type { SearchTerm } from './search-terms';
import { workspaceNames } from './workspace-names';

/** "Mar 4, 2026" in the zone the meeting was planned in (the upstream does not know the reader's zone). */
function meetingDay(startsAt: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(startsAt);
  } catch {
    // A zone this runtime does not know: UTC rather than no date.
    return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(startsAt);
  }
}

/** "Due Mar 4, 2026" for a calendar date (YYYY-MM-DD), read as that day wherever the reader is. */
const dueDay = (date: string) => `Due ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`))}`;

/**
 * Meetings and top-level tasks (subtasks are reached through their task) of the workspaces the
 * caller sees. Subtitle: "<workspace> · <day>" for meetings, "<workspace> · Done | Due <day>" for tasks.
 */
export async function searchWorkItems(
  db: Db,
  visible: number[],
  term: SearchTerm,
  want: { meetings: boolean; tasks: boolean },
): Promise<{ meetings: SearchHit[]; tasks: SearchHit[] }> {
  if (visible.length === 0) return { meetings: [], tasks: [] };
  const [meetingRows, taskRows] = await Promise.all([
    want.meetings
      ? db
          .select({ id: meetings.id, title: meetings.title, workspaceId: meetings.workspaceId, startsAt: meetings.startsAt, timeZone: meetings.timeZone })
          .from(meetings)
          .where(and(inArray(meetings.workspaceId, visible), containsTerm(meetings.title, term.q)))
          .orderBy(...rankByName(meetings.title, meetings.id, term.q))
          .limit(term.limit)
      : [],
    want.tasks
      ? db
          .select({ id: tasks.id, title: tasks.title, workspaceId: tasks.workspaceId, dueDate: tasks.dueDate, completedAt: tasks.completedAt })
          .from(tasks)
          .where(and(inArray(tasks.workspaceId, visible), isNull(tasks.parentId), containsTerm(tasks.title, term.q)))
          .orderBy(...rankByName(tasks.title, tasks.id, term.q))
          .limit(term.limit)
      : [],
  ]);
  const names = await workspaceNames(
    db,
    [...meetingRows, ...taskRows].map((r) => r.workspaceId),
  );
  return {
    meetings: meetingRows.map((m) => ({
      id: m.id,
      title: m.title,
      subtitle: subtitleOf(names.get(m.workspaceId), meetingDay(m.startsAt, m.timeZone)),
      url: recordUrl('meeting', m.id, m.workspaceId),
    })),
    tasks: taskRows.map((t) => ({
      id: t.id,
      title: t.title,
      subtitle: subtitleOf(names.get(t.workspaceId), t.completedAt ? 'Done' : t.dueDate ? dueDay(t.dueDate) : null),
      url: recordUrl('task', t.id, t.workspaceId),
    })),
  };
}
