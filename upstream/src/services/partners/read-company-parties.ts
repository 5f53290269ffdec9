import type { Placeholder, SQL } from 'drizzle-orm';
import { and, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { CompanyParty, CompanyPartyBody } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import type { companyDistributors, directoryDistributors } from '../../db/schema';
import { companyPartners, directoryPartners } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { catalogueListReader } from '../../lib/first-page-statements';
import { nameFilter, orderKeysFor } from '../../lib/list-query';
import { paged } from '../../lib/paginate';

/**
 * A company's own partners and distributors are one resource over two tables (the "party" kit).
 * The union keeps each table paired with its own directory column and directory table.
 */
export type PartyKind = { label: string; countedList: 'company_partners' | 'company_distributors' } & (
  | {
      table: typeof companyPartners;
      directoryId: typeof companyPartners.directoryPartnerId;
      directoryKey: 'directoryPartnerId';
      directory: typeof directoryPartners;
    }
  | {
      table: typeof companyDistributors;
      directoryId: typeof companyDistributors.directoryDistributorId;
      directoryKey: 'directoryDistributorId';
      directory: typeof directoryDistributors;
    }
);

export const PARTNERS: PartyKind = {
  label: 'Partner',
  countedList: 'company_partners',
  table: companyPartners,
  directoryId: companyPartners.directoryPartnerId,
  directoryKey: 'directoryPartnerId',
  directory: directoryPartners,
};

/** The columns a party resource is built from. */
export const partyColumns = (kind: PartyKind) => ({
  id: kind.table.id,
  companyId: kind.table.companyId,
  directoryId: kind.directoryId,
  name: kind.table.name,
  website: kind.table.website,
  description: kind.table.description,
  createdAt: kind.table.createdAt,
});

type PartyRow = {
  id: number;
  companyId: number;
  directoryId: number | null;
  name: string;
  website: string | null;
  description: string | null;
  createdAt: Date;
};

export const toCompanyParty = (row: PartyRow): CompanyParty => ({
  id: row.id,
  company_id: row.companyId,
  directory_id: row.directoryId,
  name: row.name,
  website: row.website,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});

/** The columns of a new record from a create body. */
export const partyValues = (kind: PartyKind, body: CompanyPartyBody) => ({
  name: body.name,
  website: body.website || null,
  description: body.description ?? null,
  [kind.directoryKey]: body.directory_id ?? null,
});

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

/** The WHERE of a partners (or distributors) list and its export: the company's records, searched by name. */
export const partyListWhere = (kind: PartyKind, companyId: number, query: Pick<CatalogueListQuery, 'search'>) =>
  and(eq(kind.table.companyId, companyId), nameFilter(kind.table.name, query.search));

/** `GET companies/{id}/partners` (or distributors): the company's records, paged, filtered by name, sorted. */
export async function listCompanyParties(db: Db, kind: PartyKind, companyId: number, query: CatalogueListQuery) {
  const { page, per_page, search } = query;
  const where = partyListWhere(kind, companyId, { search });
  let read = readersByKind.get(kind.countedList);
  if (!read) readersByKind.set(kind.countedList, (read = readerOf(kind)));
  const { rows, total } = await read(db, { companyId, query, where });
  return paged(rows.map(toCompanyParty), total, page, per_page);
}
