import { and, count, eq } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { MasterLink } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { directoryDistributors, directoryPartners, masterDistributors, masterPartners } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';

/**
 * Master partners and master distributors are one resource over two tables (the "master" kit): a
 * company's link to an entry of the shared partner or distributor directory.
 */
export type MasterKind = { label: string } & (
  | {
      table: typeof masterPartners;
      directoryId: typeof masterPartners.directoryPartnerId;
      directoryKey: 'directoryPartnerId';
      directory: typeof directoryPartners;
    }
  | {
      table: typeof masterDistributors;
      directoryId: typeof masterDistributors.directoryDistributorId;
      directoryKey: 'directoryDistributorId';
      directory: typeof directoryDistributors;
    }
);

export const MASTER_PARTNERS: MasterKind = {
  label: 'Partner',
  table: masterPartners,
  directoryId: masterPartners.directoryPartnerId,
  directoryKey: 'directoryPartnerId',
  directory: directoryPartners,
};

export const MASTER_DISTRIBUTORS: MasterKind = {
  label: 'Distributor',
  table: masterDistributors,
  directoryId: masterDistributors.directoryDistributorId,
  directoryKey: 'directoryDistributorId',
  directory: directoryDistributors,
};

/** Links joined with their directory entries; callers add where / order / limit. */
export function selectMasterLinks(db: Db, kind: MasterKind) {
  const { table, directory } = kind;
  return db
    .select({
      id: table.id,
      companyId: table.companyId,
      directoryId: kind.directoryId,
      notes: table.notes,
      createdAt: table.createdAt,
      name: directory.name,
      website: directory.website,
      country: directory.country,
    })
    .from(table)
    .innerJoin(directory, eq(directory.id, kind.directoryId))
    .$dynamic();
}

type LinkRow = {
  id: number;
  companyId: number;
  directoryId: number;
  notes: string | null;
  createdAt: Date;
  name: string;
  website: string | null;
  country: string | null;
};

export const toMasterLink = (row: LinkRow): MasterLink => ({
  id: row.id,
  company_id: row.companyId,
  directory_id: row.directoryId,
  name: row.name,
  website: row.website,
  country: row.country,
  notes: row.notes,
  created_at: row.createdAt.toISOString(),
});

/** One master link of the company, with its directory entry's name, website and country. */
export async function getMasterLink(db: Db, kind: MasterKind, companyId: number, id: number): Promise<MasterLink> {
  const [row] = await selectMasterLinks(db, kind)
    .where(and(eq(kind.table.id, id), eq(kind.table.companyId, companyId)))
    .limit(1);
  if (!row) throw notFound(`Master ${kind.label.toLowerCase()}`);
  return toMasterLink(row);
}

/** `GET companies/{id}/master-partners` (or master-distributors): paged; `search` and sort `name` use the directory entry's name. */
export async function listMasterLinks(db: Db, kind: MasterKind, companyId: number, query: CatalogueListQuery) {
  const { table, directory } = kind;
  const { page, per_page, search, sort } = query;
  const where = and(eq(table.companyId, companyId), nameFilter(directory.name, search));
  const [{ n }] = await db.select({ n: count() }).from(table).innerJoin(directory, eq(directory.id, kind.directoryId)).where(where);
  const rows = await selectMasterLinks(db, kind)
    .where(where)
    .orderBy(...orderFor(sort, { name: directory.name, createdAt: table.createdAt, id: table.id }))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(rows.map(toMasterLink), n, page, per_page);
}
