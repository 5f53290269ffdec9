import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ImportEntityCounts, ImportError, ImportMapping, ImportOptions, ImportStatus } from '@/lib/contract/imports';
import { IMPORT_STATUSES } from '@/lib/contract/imports';
import { at, createdAt, timestamps } from './columns';
import { companyId, createdBy } from './foreign-keys';

/** One row's outcome: what it did to each record it names (`create`, `update`, `unchanged`, `error`). */
export type ImportRowResult = { row: number; entities: Partial<Record<string, string>>; errors: ImportError[] };

/**
 * Spreadsheet imports into a company (decision 0028). The row is the job: the runner claims it
 * (`claimed_at`, renewed as it goes), so an import abandoned by a stopped process is taken again.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    createdBy: createdBy(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    storageKey: text('storage_key').notNull(),
    status: text('status', { enum: IMPORT_STATUSES }).$type<ImportStatus>().notNull().default('mapping'),
    headers: jsonb('headers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    sample: jsonb('sample').$type<string[][]>().notNull().default(sql`'[]'::jsonb`),
    rowCount: integer('row_count').notNull().default(0),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull().default(sql`'{}'::jsonb`),
    options: jsonb('options').$type<Partial<ImportOptions>>().notNull().default(sql`'{}'::jsonb`),
    progressDone: integer('progress_done').notNull().default(0),
    counts: jsonb('counts').$type<Record<string, ImportEntityCounts>>(),
    errorCount: integer('error_count').notNull().default(0),
    /** The first 1,000 errors; `results` has every row's outcome for the report. */
    errors: jsonb('errors').$type<ImportError[]>().notNull().default(sql`'[]'::jsonb`),
    results: jsonb('results').$type<ImportRowResult[]>().notNull().default(sql`'[]'::jsonb`),
    failure: text('failure'),
    /** Set while a runner works on the import (renewed per batch); a stale claim is taken over. */
    claimedAt: at('claimed_at'),
    finishedAt: at('finished_at'),
    ...timestamps(),
  },
  (t) => [index('imports_company_idx').on(t.companyId, t.createdAt, t.id), index('imports_pending_idx').on(t.status, t.id)],
);

/** The column mapping a company last used, per header (lower-cased), for the next suggestion. */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: serial('id').primaryKey(),
    companyId: companyId(),
    header: text('header').notNull(),
    field: text('field'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('import_mappings_company_header_unique').on(t.companyId, t.header)],
);
