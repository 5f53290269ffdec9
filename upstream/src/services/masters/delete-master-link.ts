import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { MasterKind } from './read-master-links';

/** `DELETE companies/{id}/master-partners/{partnerId}` (or distributors): unlinks; the directory entry stays. */
export async function deleteMasterLink(db: Db, kind: MasterKind, companyId: number, id: number): Promise<void> {
  const { table } = kind;
  const gone = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .returning({ id: table.id });
  if (gone.length === 0) throw notFound(`Master ${kind.label.toLowerCase()}`);
}
