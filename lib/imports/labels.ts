/**
 * What the import screens say about an import: its step, status and counts. Type imports only from
 * the contract, so the screens' first load carries no zod (the contract's schemas stay with the steps).
 */
import type { ImportEntity, ImportResource, ImportStatus } from '@/lib/contract/imports';

/** The wizard's steps, and which one an import's status shows. */
export const STEPS = ['Upload', 'Map columns', 'Preview', 'Import', 'Result'] as const;
export type Step = (typeof STEPS)[number];

export function stepOf(status: ImportStatus): Step {
  if (status === 'mapping') return 'Map columns';
  if (status === 'previewing' || status === 'previewed') return 'Preview';
  if (status === 'queued' || status === 'running') return 'Import';
  return 'Result';
}

/** Statuses during which a job works on the import: the screen polls and listens. */
export const ACTIVE_STATUSES: ReadonlySet<ImportStatus> = new Set(['previewing', 'queued', 'running']);

export const STATUS_LABELS: Record<ImportStatus, string> = {
  mapping: 'Waiting for mapping',
  previewing: 'Checking',
  previewed: 'Ready to import',
  queued: 'Queued',
  running: 'Importing',
  done: 'Imported',
  failed: 'Failed',
};

/** In the order the import writes them (IMPORT_ENTITIES; checked in mapping.test.ts). */
export const ENTITY_LABELS: Record<ImportEntity, string> = {
  brands: 'Brands',
  products: 'Products',
  retailers: 'Retailers',
  listings: 'Listings',
  contacts: 'Contacts',
  partners: 'Partners',
  distributors: 'Distributors',
  pages: 'Monitored pages',
};

/** Rows the import will write: all but those with an error (when every error is in the list; else all rows). */
export function rowsToImport(item: Pick<ImportResource, 'row_count' | 'errors' | 'error_count'>): number {
  if (item.error_count > item.errors.length) return item.row_count;
  return Math.max(0, item.row_count - new Set(item.errors.map((e) => e.row)).size);
}

/** Progress as a whole percentage (0 while the total is unknown). */
export const percentOf = ({ done, total }: { done: number; total: number }): number => (total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0);

export const ENTITIES = Object.keys(ENTITY_LABELS) as ImportEntity[];
