import { notes } from '../../db/schema';
import type { RecordKind } from '../workspace-records/record-kind';

/** What a note is on: a workspace retailer, brand or product (its workspace record id). */
export type NoteSubject = { type: RecordKind; id: number };

/** The notes column that points at a subject of this type. */
export const SUBJECT_COLUMNS = { retailer: notes.workspaceRetailerId, brand: notes.workspaceBrandId, product: notes.workspaceProductId } as const;

/** The subject of a stored note (the table's check constraint guarantees exactly one is set). */
export function subjectOfNote(row: Pick<typeof notes.$inferSelect, 'workspaceRetailerId' | 'workspaceBrandId' | 'workspaceProductId'>): NoteSubject {
  if (row.workspaceRetailerId !== null) return { type: 'retailer', id: row.workspaceRetailerId };
  if (row.workspaceBrandId !== null) return { type: 'brand', id: row.workspaceBrandId };
  return { type: 'product', id: row.workspaceProductId ?? 0 };
}
