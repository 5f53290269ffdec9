import { and, eq } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { catalogueFirstPages } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { orderSql } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { countOf, countedTotal, readPage } from '../../lib/read-page';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** The page query; the prepared first pages and every other page share it. */
function pageQuery(db: Db, kind: PartyKind, where: SQL | undefined, listTotal: SQL<number>, orderBy: SQL[], limit: number | Placeholder, offset: number) {
  return db.select({ ...partyColumns(kind), listTotal }).from(kind.table).where(where).orderBy(...orderBy).limit(limit).offset(offset);
}

/** Each kind's opening request as prepared statements (decision 0015), made on the kind's first list call. */
const firstPagesByKind = new Map<PartyKind['countedList'], ReturnType<typeof firstPagesOf>>();
function firstPagesOf(kind: PartyKind) {
  return catalogueFirstPages(kind.countedList, kind.countedList, (db, sort, p) =>
    pageQuery(db, kind, eq(kind.table.companyId, p.companyId), p.listTotal, orderSql(orderKeysFor(sort, kind.table)), p.limit, 0),
  );
}

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { table } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(table.name, search));
  const searching = Boolean(search?.trim());
  let firstPages = firstPagesByKind.get(kind.countedList);
  if (!firstPages) firstPagesByKind.set(kind.countedList, (firstPages = firstPagesOf(kind)));
  const { rows, total } = await readPage(
    db,
    {
      keys: orderKeysFor(sort, table),
      page,
      perPage: per_page,
      count: searching ? countOf(table, where) : countedTotal(kind.countedList, [companyId]),
      firstPage: searching ? undefined : firstPages(db, sort, companyId, per_page),
    },
    (window, listTotal) => pageQuery(db, kind, where, listTotal, window.orderBy, window.limit, window.offset),
  );
  return paged(rows.map(toCompanyParty), total, page, per_page);
}
