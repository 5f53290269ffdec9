import type { CompanyParty, CompanyPartyBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { requireDirectoryEntry } from '../directories/read-directories';
import { partyColumns, partyValues, toCompanyParty } from './read-company-parties';
import type { PartyKind } from './read-company-parties';

/** `POST companies/{id}/partners` (or distributors); a `directory_id` must exist in the matching directory. */
export async function createCompanyParty(db: Db, kind: PartyKind, companyId: number, body: CompanyPartyBody): Promise<CompanyParty> {
  if (body.directory_id) await requireDirectoryEntry(db, kind.directory, body.directory_id);
  const [row] = await db
    .insert(kind.table)
    .values({ companyId, ...partyValues(kind, body) })
    .returning(partyColumns(kind));
  return toCompanyParty(row);
}
