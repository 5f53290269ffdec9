import { sql } from 'drizzle-orm';
import type { Placeholder, SQL } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import { SORTS } from '@/lib/contract/values';
import type { Db } from '../db/client';
import { perDb, statementName } from '../db/prepared';
import { countedTotal } from './read-page';
import type { CountedList } from './read-page';

type Sort = CatalogueListQuery['sort'];

/** What a first-page query is built with: the company and the page size as parameters, the total from list_counts. */
export type FirstPageParts = { companyId: Placeholder; listTotal: SQL<number>; limit: Placeholder };

type Values = { companyId: number; scopeIds: number[]; limit: number };
/** The part of a Drizzle select this needs: `.prepare(name)`, whose `execute` takes the placeholders' values. */
type Preparable<R> = { prepare(name: string): { execute(values: Values): Promise<R[]> } };

/**
 * A catalogue list's opening request — page 1 of one company's records, no filter, one of the four
 * sorts — as one prepared statement per sort (decision 0015): Drizzle renders the SQL once per
 * database, and PostgreSQL parses it once per connection and settles on a generic plan, which for
 * `company_id = $1 order by … limit $2` is the same index walk as a custom one. `build` must be
 * the list's own page query (the one every other page uses), so the two cannot drift apart.
 * Returns what `readPage` takes as `firstPage`.
 */
export function catalogueFirstPages<R>(prefix: string, list: CountedList, build: (db: Db, sort: Sort, parts: FirstPageParts) => Preparable<R>) {
  const names = SORTS.map((sort) => [sort, statementName(`${prefix}_first_page_${sort.replace('-', 'desc_')}`)] as const);
  const statements = perDb((db) => {
    const parts: FirstPageParts = { companyId: sql.placeholder('companyId'), listTotal: countedTotal(list, sql.placeholder('scopeIds')), limit: sql.placeholder('limit') };
    return new Map(names.map(([sort, name]) => [sort, build(db, sort, parts).prepare(name)]));
  });
  return (db: Db, sort: Sort, companyId: number, perPage: number): (() => Promise<R[]>) => {
    const statement = statements(db).get(sort);
    if (!statement) throw new Error(`no first-page statement for sort ${sort}`);
    return () => statement.execute({ companyId, scopeIds: [companyId], limit: perPage });
  };
}
