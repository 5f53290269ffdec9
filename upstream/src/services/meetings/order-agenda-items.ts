import { asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { fieldError } from '../../lib/errors';
import { agendaTable, toAgendaResource } from './agenda';
import type { AgendaItemOf, AgendaKind } from './agenda';
import { broadcastMeeting } from './broadcast-meeting';
import { agendaIds, lockMeeting, writePositions } from './lock-agenda';
import type { MeetingRow } from './present-meetings';

/**
 * `POST meetings/{id}/goal/order` and `/topic/order`: `ids` must name every goal (topic) of the
 * meeting exactly once — a partial or stale list would silently drop or duplicate positions, so it
 * is a 422 and the client refetches. Positions become 0..n-1 in that order, in one transaction.
 */
export async function orderAgendaItems<K extends AgendaKind>(deps: AppDeps, meeting: MeetingRow, kind: K, ids: number[]): Promise<AgendaItemOf<K>[]> {
  const table = agendaTable(kind);
  const rows = await deps.db.transaction(async (tx) => {
    await lockMeeting(tx, meeting.id);
    const current = await agendaIds(tx, table, meeting.id);
    const sent = new Set(ids);
    if (sent.size !== ids.length || ids.length !== current.length || current.some((id) => !sent.has(id))) {
      throw fieldError('ids', `The ids must list every ${kind} of the meeting once.`);
    }
    await writePositions(tx, table, meeting.id, ids, deps.now());
    return tx.select().from(table).where(eq(table.meetingId, meeting.id)).orderBy(asc(table.position), asc(table.id));
  });
  await broadcastMeeting(deps, meeting);
  return rows.map((row) => toAgendaResource(kind, row));
}
