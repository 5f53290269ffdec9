import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { meetingTopics } from '../../db/schema';
import type { Patch } from '../../lib/patch';
import { agendaTable, toAgendaResource } from './agenda';
import type { AgendaItemOf, AgendaKind, AgendaRow } from './agenda';
import type { AgendaInput } from './add-agenda-item';
import { broadcastMeeting } from './broadcast-meeting';
import type { MeetingRow } from './present-meetings';

/** `PUT meetings/{id}/goal/{goalId}` and `/topic/{topicId}`: the fields sent change; null clears an optional one. */
export async function updateAgendaItem<K extends AgendaKind>(
  deps: AppDeps,
  meeting: MeetingRow,
  kind: K,
  item: AgendaRow,
  patch: Patch<AgendaInput>,
): Promise<AgendaItemOf<K>> {
  const table = agendaTable(kind);
  const values = { title: patch.title ?? undefined, description: patch.description, updatedAt: deps.now() };
  const [row] =
    kind === 'topic'
      ? await deps.db
          .update(meetingTopics)
          .set({ ...values, durationMinutes: patch.duration_minutes })
          .where(eq(meetingTopics.id, item.id))
          .returning()
      : await deps.db.update(table).set(values).where(eq(table.id, item.id)).returning();
  await broadcastMeeting(deps, meeting);
  return toAgendaResource(kind, row);
}
