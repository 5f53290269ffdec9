import { eq, sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import { SORTS } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { perDb, statementName } from '../db/prepared';
import { orderSql } from './page-window';
import type { OrderKey } from './page-window';
import { countOf, countedTotal, narrowed, readPage } from './read-page';
import type { CountedList } from './read-page';

type Sort = CatalogueListQuery['sort'];

type Values = { companyId: number; scopeIds: number[]; limit: number };

/**
 * A company catalogue list's page query (its select, per-row extras included): awaited for a page,
 * or prepared — with the company and the page size as placeholders — for the opening request.
 */
export type CataloguePageQuery<R> = (
  db: Db,
  where: SQL | undefined,
  listTotal: SQL<number>,
  orderBy: SQL[],
  limit: number | Placeholder,
  offset: number,
) => Promise<R[]> & { prepare(name: string): { execute(values: Values): Promise<R[]> } };

/**
 * What a catalogue list call reads: the company, the query's paging, sort and search, its WHERE,
 * and whether a filter other than the search narrows it too (the products' brand).
 */
export type CataloguePageRequest = {
  companyId: number;
  query: Pick<CatalogueListQuery, 'page' | 'per_page' | 'sort' | 'search'>;
  where: SQL | undefined;
  otherFilter?: boolean;
};

/**
 * How a company catalogue list (brands, products, partners, distributors) reads a page, in one
 * place for all of them:
 * - the opening request — page 1 of the company's records, nothing narrowing it, one of the four
 *   sorts — is one prepared statement per sort (decision 0015): Drizzle renders its SQL once per
 *   database, and PostgreSQL parses it once per connection and settles on a generic plan, which for
 *   `company_id = $1 order by … limit $2` is the same index walk as a custom one;
 * - its total is the company's list_counts row; a filtered list (a search, a brand) counts what its
 *   index finds, and is never prepared (its best plan depends on the term);
 * - every page runs the list's own `pageQuery`, the prepared ones included, so they cannot drift apart.
 */
export function catalogueListReader<R extends { listTotal: number }>(opts: {
  list: CountedList;
  table: PgTable & { companyId: AnyPgColumn; id: AnyPgColumn };
  keysOf: (sort: Sort) => OrderKey[];
  pageQuery: CataloguePageQuery<R>;
}) {
  const { list, table, keysOf, pageQuery } = opts;
  const names = SORTS.map((sort) => [sort, statementName(`${list}_first_page_${sort.replace('-', 'desc_')}`)] as const);
  const firstPages = perDb((db) => {
    const listTotal = countedTotal(list, sql.placeholder('scopeIds'));
    const where = eq(table.companyId, sql.placeholder('companyId'));
    return new Map(names.map(([sort, name]) => [sort, pageQuery(db, where, listTotal, orderSql(keysOf(sort)), sql.placeholder('limit'), 0).prepare(name)]));
  });
  return (db: Db, { companyId, query, where, otherFilter = false }: CataloguePageRequest) => {
    const { page, per_page: perPage, sort } = query;
    const searched = Boolean(query.search?.trim());
    const filtered = searched || otherFilter;
    const prepared = filtered ? undefined : firstPages(db).get(sort);
    if (!filtered && !prepared) throw new Error(`no first-page statement for sort ${sort}`);
    return readPage(
      db,
      {
        keys: keysOf(sort),
        page,
        perPage,
        count: filtered ? countOf(table, where) : countedTotal(list, [companyId]),
        firstPage: prepared && (() => prepared.execute({ companyId, scopeIds: [companyId], limit: perPage })),
        search: searched ? { table, where } : undefined,
      },
      (window, listTotal, only) => pageQuery(db, narrowed(where, only), listTotal, window.orderBy, window.limit, window.offset),
    );
  };
}
