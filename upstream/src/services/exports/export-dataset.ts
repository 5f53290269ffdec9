import type { z } from 'zod';
import type { Db } from '../../db/client';
import { parseOr422 } from '../../lib/validation';
import type { CompanyAccess } from '../access/company-guard';
import type { WorkspaceViewer } from '../workspace-records/read-workspace-records';

/**
 * One exportable list (decision 0029): its columns and a reader of its rows in batches by keyset
 * (id ascending, after the last id of the previous batch), so an export never holds the whole
 * list. The query is the list's own zod schema (paging aside) and the WHERE its service's builder,
 * so an export holds exactly the rows its list screen shows.
 */

/** A cell as read: text, a number, or nothing. */
export type Cell = string | number | null | undefined;

/**
 * How a column is written: `text` (formula-safe), `number` (an integer), `decimal` (a decimal
 * written as text such as `12.49`: CSV keeps the text, XLSX writes the number with two places).
 */
export type ColumnKind = 'text' | 'number' | 'decimal';

export type ExportColumn<R> = { header: string; value: (row: R) => Cell; kind?: ColumnKind };

/** What an export reads under: the company (after requireCompany 'read') or the workspace (requireWorkspaceViewer 'read'). */
export type CompanyScope = { db: Db; access: CompanyAccess; now: Date };
export type WorkspaceScope = { db: Db; viewer: WorkspaceViewer; now: Date };

/** An opened export: its header row, its column kinds, and its rows batch by batch. */
export type ExportSource = {
  headers: string[];
  kinds: ColumnKind[];
  batches: (size: number) => AsyncGenerator<Cell[][]>;
};

/** A dataset with its query already typed away: the registry holds these. */
export type Dataset<S> = {
  /** The path segment: `companies/{id}/exports/{name}`. */
  name: string;
  /** The file name's part and the sheet's name. */
  title: string;
  /** The token ability the list needs (`companies`, `workspaces`, `files`, …). */
  ability: string;
  /** Parses the query (422 before anything is streamed) and returns the rows to write. */
  open: (scope: S, input: Record<string, unknown>) => ExportSource;
};

export type DatasetSpec<S, Q, R extends { id: number }> = {
  name: string;
  title: string;
  ability: string;
  query: z.ZodType<Q>;
  columns: ExportColumn<R>[];
  /** The rows after `afterId`, in id order, at most `limit`. */
  read: (scope: S, query: Q, afterId: number, limit: number) => Promise<R[]>;
};

export function defineDataset<S, Q, R extends { id: number }>(spec: DatasetSpec<S, Q, R>): Dataset<S> {
  const { name, title, ability, columns } = spec;
  return {
    name,
    title,
    ability,
    open(scope, input) {
      const query = parseOr422(spec.query, input);
      return {
        headers: columns.map((c) => c.header),
        kinds: columns.map((c) => c.kind ?? 'text'),
        async *batches(size) {
          let after = 0;
          for (;;) {
            const rows = await spec.read(scope, query, after, size);
            if (rows.length > 0) yield rows.map((row) => columns.map((c) => c.value(row)));
            if (rows.length < size) return;
            after = rows[rows.length - 1].id;
          }
        },
      };
    },
  };
}

/** Cents as the decimal people write and the importer reads (`1249` → `12.49`). */
export const centsText = (cents: number | null | undefined): string | null => (cents === null || cents === undefined ? null : (cents / 100).toFixed(2));

/** A list of words as one cell. */
export const joined = (items: readonly string[] | null | undefined): string => (items ?? []).join('; ');

/**
 * A list field as the importer reads it back (`stringList` in lib/contract): comma-separated, or a
 * JSON array when an item holds a comma itself (`["Austin, TX","Dallas"]`).
 */
export const listCell = (items: readonly string[] | null | undefined): string => {
  const list = items ?? [];
  return list.some((item) => item.includes(',')) ? JSON.stringify(list) : list.join(', ');
};

/** A member's full name (content lists name their authors and assignees). */
export const person = (u: { first_name: string; last_name: string } | null): string | null => (u ? `${u.first_name} ${u.last_name}`.trim() : null);

/** Named references as one cell. */
export const names = (refs: readonly { name: string }[]): string => joined(refs.map((r) => r.name));

/** The company and the day a workspace record was added, last in the workspace records' exports. */
export const addedColumns = <R extends { company_name: string; created_at: string }>(): ExportColumn<R>[] => [
  { header: 'Company', value: (r) => r.company_name },
  { header: 'Added', value: (r) => r.created_at },
];
