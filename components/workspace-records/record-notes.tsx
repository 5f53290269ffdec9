'use client';

import { useMemo } from 'react';
import type { RecordKind } from '@/lib/workspace-records/kinds';
import { NotesPanel } from './notes-panel';

/**
 * A brand's or product's notes as an island of its own (`serverRendered` in brand-product-detail):
 * the composer, the list and its pager paint from the server and hydrate after the page, outside its
 * first load (decision 0020). Its props are primitives: a new target object on every render of the
 * header would make React draw the island afresh before its code arrived.
 */
export function RecordNotes({ kind, workspaceId, recordId }: { kind: RecordKind; workspaceId: number; recordId: number }) {
  const target = useMemo(() => ({ kind, workspaceId, recordId }), [kind, workspaceId, recordId]);
  return <NotesPanel target={target} />;
}
