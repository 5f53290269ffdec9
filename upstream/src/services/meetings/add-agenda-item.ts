import { eq, max } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { meetingTopics } from '../../db/schema';
import { agendaTable, toAgendaResource } from './agenda';
import type { AgendaItemOf, AgendaKind } from './agenda';
import { broadcastMeeting } from './broadcast-meeting';
import { lockMeeting } from './lock-agenda';
import type { MeetingRow } from './present-meetings';

export type AgendaInput = { title: string; description?: string | null; duration_minutes?: number | null };

/**
 * `POST meetings/{id}/goal` and `/topic` (write right; the handler checked): the item goes at the end
 * of its list (position = highest + 1, under the meeting's lock). The workspace's users get
 * `meetingUpdated`.
 */
export async function addAgendaItem<K extends AgendaKind>(deps: AppDeps, meeting: MeetingRow, kind: K, input: AgendaInput): Promise<AgendaItemOf<K>> {
  const table = agendaTable(kind);
  const at = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    await lockMeeting(tx, meeting.id);
    const [{ top }] = await tx
      .select({ top: max(table.position) })
      .from(table)
      .where(eq(table.meetingId, meeting.id));
    const values = {
      meetingId: meeting.id,
      title: input.title,
      description: input.description ?? null,
      position: top === null ? 0 : top + 1,
      createdAt: at,
      updatedAt: at,
    };
    const [created] =
      kind === 'topic'
        ? await tx
            .insert(meetingTopics)
            .values({ ...values, durationMinutes: input.duration_minutes ?? null })
            .returning()
        : await tx.insert(table).values(values).returning();
    return created;
  });
  await broadcastMeeting(deps, meeting);
  return toAgendaResource(kind, row);
}
