'use client';

import { useMemo } from 'react';
import type { RecordKind } from '@/lib/workspace-records/kinds';
import { NotesPanel } from './notes-panel';

/**
 * A workspace record's notes from its ids: an island of its own on a brand's or product's screen
 * (`serverRendered` in brand-product-detail), inside the retailer's body island on a retailer's. The
 * props are primitives: a new target object on every render of the header would make React draw the
 * island afresh before its code arrived.
 */
export function RecordNotes({ kind, workspaceId, recordId }: { kind: RecordKind; workspaceId: number; recordId: number }) {
  const target = useMemo(() => ({ kind, workspaceId, recordId }), [kind, workspaceId, recordId]);
  return <NotesPanel target={target} />;
}
