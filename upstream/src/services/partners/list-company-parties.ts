import { and, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, readPage } from '../../lib/read-page';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { table } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(table.name, search));
  const count = search?.trim() ? countOf(table, where) : countedTotal(kind.countedList, [companyId]);
  const { rows, total } = await readPage(db, { keys: orderKeysFor(sort, table), page, perPage: per_page, count }, (window, listTotal) =>
    db.select({ ...partyColumns(kind), listTotal }).from(table).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset),
  );
  return paged(rows.map(toCompanyParty), total, page, per_page);
}
