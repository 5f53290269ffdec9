import { and, count, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Db } from '../../db/client';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { inPageOrder, pageWindow } from '../../lib/page-window';
import { paged } from '../../lib/paginate';
import { partyColumns, toCompanyParty } from './party-kind';
import type { PartyKind } from './party-kind';

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { table } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(table.name, search));
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  const window = pageWindow(orderKeysFor(sort, table), n, page, per_page);
  const rows = inPageOrder(await db.select(partyColumns(kind)).from(table).where(where).orderBy(...window.orderBy).limit(window.limit).offset(window.offset), window);
  return paged(rows.map(toCompanyParty), n, page, per_page);
}
