import { and, count, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { table } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(table.name, search));
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select(partyColumns(kind))
    .from(table)
    .where(where)
    .orderBy(...orderFor(sort, table))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toCompanyParty), n, page, per_page);
}
