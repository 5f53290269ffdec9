import { and, eq } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { catalogueListReader } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** The page query; the prepared first pages and every other page share it. */
function pageQuery(db: Db, kind: PartyKind, where: SQL | undefined, listTotal: SQL<number>, orderBy: SQL[], limit: number | Placeholder, offset: number) {
  return db
    .select({ ...partyColumns(kind), listTotal })
    .from(kind.table)
    .where(where)
    .orderBy(...orderBy)
    .limit(limit)
    .offset(offset);
}

/** Each kind's page reader (its opening request prepared, decision 0015), made on the kind's first list call. */
const readersByKind = new Map<PartyKind['countedList'], ReturnType<typeof readerOf>>();
function readerOf(kind: PartyKind) {
  return catalogueListReader({
    list: kind.countedList,
    table: kind.table,
    keysOf: (sort) => orderKeysFor(sort, kind.table),
    pageQuery: (db, where, listTotal, orderBy, limit, offset) => pageQuery(db, kind, where, listTotal, orderBy, limit, offset),
  });
}

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { table } = kind;
  const { page, per_page, search } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(table.name, search));
  let read = readersByKind.get(kind.countedList);
  if (!read) readersByKind.set(kind.countedList, (read = readerOf(kind)));
  const { rows, total } = await read(db, { companyId, query, where });
  return paged(rows.map(toCompanyParty), total, page, per_page);
}
