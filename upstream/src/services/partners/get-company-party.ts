import { and, eq } from 'drizzle-orm';
import type { CompanyParty } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** One partner / distributor of the company; another company's record is a 404 under this path. */
export async function getCompanyParty(db: Db, kind: PartyKind, companyId: number, id: number): Promise<CompanyParty> {
  const { table } = kind;
  const [row] = await db
    .select(partyColumns(kind))
    .from(table)
    .where(and(eq(table.id, id), eq(table.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound(kind.label);
  return toCompanyParty(row);
}
