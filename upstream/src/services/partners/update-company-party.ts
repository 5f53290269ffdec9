import { and, eq, sql } from 'drizzle-orm';
import type { CompanyParty, CompanyPartyUpdateBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { requireDirectoryEntry } from '../directories/read-directories';
import { partyColumns, toCompanyParty } from './read-company-parties';
import type { PartyKind } from './read-company-parties';

/**
 * `PUT companies/{id}/partners/{partnerId}` (or distributors): only the fields sent change; null
 * clears one (undefined leaves a column alone: Drizzle skips it).
 */
export async function updateCompanyParty(db: Db, kind: PartyKind, companyId: number, id: number, patch: CompanyPartyUpdateBody): Promise<CompanyParty> {
  const { table } = kind;
  const mine = and(eq(table.id, id), eq(table.companyId, companyId));
  const [found] = await db.select({ id: table.id }).from(table).where(mine).limit(1);
  if (!found) throw notFound(kind.label);
  if (patch.directory_id) await requireDirectoryEntry(db, kind.directory, patch.directory_id);
  const [row] = await db
    .update(table)
    .set({ name: patch.name, website: patch.website, description: patch.description, [kind.directoryKey]: patch.directory_id, updatedAt: sql`now()` })
    .where(mine)
    .returning(partyColumns(kind));
  if (!row) throw notFound(kind.label);
  return toCompanyParty(row);
}
