import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { agendaTable } from './agenda';
import type { AgendaKind, AgendaRow } from './agenda';
import { broadcastMeeting } from './broadcast-meeting';
import { agendaIds, lockMeeting, writePositions } from './lock-agenda';
import type { MeetingRow } from './present-meetings';

/** `DELETE meetings/{id}/goal/{goalId}` and `/topic/{topicId}`: the rest of the list is renumbered 0..n-1. */
export async function deleteAgendaItem(deps: AppDeps, meeting: MeetingRow, kind: AgendaKind, item: AgendaRow): Promise<void> {
  const table = agendaTable(kind);
  await deps.db.transaction(async (tx) => {
    await lockMeeting(tx, meeting.id);
    await tx.delete(table).where(eq(table.id, item.id));
    await writePositions(tx, table, meeting.id, await agendaIds(tx, table, meeting.id), deps.now());
  });
  await broadcastMeeting(deps, meeting);
}
