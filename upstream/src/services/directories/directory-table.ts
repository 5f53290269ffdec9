import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { directoryDistributors, directoryPartners, directoryRetailers } from '../../db/schema';

/** The three shared directories have the same columns; one kit serves them all. */
export type DirectoryTable = typeof directoryRetailers | typeof directoryPartners | typeof directoryDistributors;

export const DIRECTORY_TABLES: Record<DirectoryKind, DirectoryTable> = {
  retailers: directoryRetailers,
  partners: directoryPartners,
  distributors: directoryDistributors,
};

/** Singular names for messages ("Partner not found."). */
export const DIRECTORY_LABELS: Record<DirectoryKind, string> = { retailers: 'Retailer', partners: 'Partner', distributors: 'Distributor' };

/** The columns a directory entry resource is built from. */
export const entryColumns = (table: DirectoryTable) => ({
  id: table.id,
  name: table.name,
  website: table.website,
  country: table.country,
  description: table.description,
  createdAt: table.createdAt,
});

type EntryRow = { id: number; name: string; website: string | null; country: string | null; description: string | null; createdAt: Date };

export const toDirectoryEntry = (row: EntryRow): DirectoryEntry => ({
  id: row.id,
  name: row.name,
  website: row.website,
  country: row.country,
  description: row.description,
  created_at: row.createdAt.toISOString(),
});
