import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { agendaLabel, agendaTable } from './agenda';
import type { AgendaKind, AgendaRow } from './agenda';

/** A goal (topic) of this meeting; one of another meeting, or none, is a 404. */
export async function requireAgendaItem(db: Db, meetingId: number, kind: AgendaKind, itemId: number): Promise<AgendaRow> {
  const table = agendaTable(kind);
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.id, itemId), eq(table.meetingId, meetingId)))
    .limit(1);
  if (!row) throw notFound(agendaLabel(kind));
  return row;
}
