import type { CompanyParty, CompanyPartyBody } from '@/lib/contract/relations';
import { companyPartners, directoryPartners } from '../../db/schema';
import type { companyDistributors, directoryDistributors } from '../../db/schema';

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
