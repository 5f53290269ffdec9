import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { meetings } from '../../db/schema';
import type { AgendaTable } from './agenda';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Locks the meeting row for the rest of the transaction: agenda changes of one meeting (add, delete,
 * reorder) run one after the other, so positions stay 0..n-1 without gaps or duplicates.
 */
export async function lockMeeting(tx: Tx, meetingId: number): Promise<void> {
  await tx.select({ id: meetings.id }).from(meetings).where(eq(meetings.id, meetingId)).for('update');
}

/** The ids of a meeting's goals (topics), in agenda order. */
export async function agendaIds(tx: Tx, table: AgendaTable, meetingId: number): Promise<number[]> {
  const rows = await tx.select({ id: table.id }).from(table).where(eq(table.meetingId, meetingId)).orderBy(asc(table.position), asc(table.id));
  return rows.map((r) => r.id);
}

/** Rewrites positions 0..n-1 in the order of `ids` with one statement. */
export async function writePositions(tx: Tx, table: AgendaTable, meetingId: number, ids: number[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  // Parameters are untyped in a CASE: the cast tells Postgres the result is the integer column's type.
  const position = sql`(case ${table.id} ${sql.join(
    ids.map((id, i) => sql`when ${id} then ${i}`),
    sql` `,
  )} end)::integer`;
  await tx
    .update(table)
    .set({ position, updatedAt: at })
    .where(and(eq(table.meetingId, meetingId), inArray(table.id, ids)));
}
