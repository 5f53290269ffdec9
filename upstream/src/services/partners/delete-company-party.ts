import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { PartyKind } from './read-company-parties';

/** `DELETE companies/{id}/partners/{partnerId}` (or distributors). */
export async function deleteCompanyParty(db: Db, kind: PartyKind, companyId: number, id: number): Promise<void> {
  const { table } = kind;
  const gone = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .returning({ id: table.id });
  if (gone.length === 0) throw notFound(kind.label);
}
