'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Note } from '@/lib/contract/notes';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import type { RecordKind } from './kinds';
import { noteMessages } from './messages';
import { noteApi, noteCreateApi, notesApi } from './paths';

export type NoteTarget = { kind: RecordKind; workspaceId: number; recordId: number };

/** The record's notes, 20 a page (page kept in the panel). */
export function useNotes({ kind, workspaceId, recordId }: NoteTarget) {
  return usePagedQuery<Note>(queryKeys.workspaceRecordNotes(kind, workspaceId, recordId), notesApi(workspaceId, kind, recordId), {}, noteMessages(kind).fetch);
}

/**
 * After a note changes: its notes refetch; when the count changed (added, deleted) so do the record
 * itself and the lists showing `notes_count`, but not the retailer's other related lists.
 */
function useNoteRefresh({ kind, workspaceId, recordId }: NoteTarget) {
  const queryClient = useQueryClient();
  return useCallback(
    async (countChanged: boolean) => {
      const jobs = [queryClient.invalidateQueries({ queryKey: queryKeys.workspaceRecordNotes(kind, workspaceId, recordId) })];
      if (countChanged) {
        const record = queryKeys.workspaceRecord(kind, workspaceId, recordId);
        const under = (key: readonly unknown[], prefix: readonly unknown[]) => JSON.stringify(key.slice(0, prefix.length)) === JSON.stringify(prefix);
        jobs.push(
          queryClient.invalidateQueries({ queryKey: record, exact: true }),
          // Lists of this kind (retailers, brands, products), not other records' details.
          queryClient.invalidateQueries({
            queryKey: queryKeys.workspaceRecords(kind),
            predicate: (q) => !under(q.queryKey, [...queryKeys.workspaceRecords(kind), 'detail']),
          }),
        );
      }
      await Promise.all(jobs);
    },
    [queryClient, kind, workspaceId, recordId],
  );
}

export function useAddNote(target: NoteTarget, onAdded: () => unknown) {
  const msg = noteMessages(target.kind);
  const refresh = useNoteRefresh(target);
  return useFormMutation({
    schema: () => import('@/lib/contract/notes').then((m) => m.noteBody),
    request: (values) =>
      apiFetch<Note>(noteCreateApi(target.workspaceId, target.kind, target.recordId), { method: 'POST', json: values, fallback: msg.create }),
    errorFallback: msg.create,
    fields: ['body'],
    onSuccess: async () => {
      onAdded();
      await refresh(true);
    },
  });
}

export function useEditNote(target: NoteTarget, noteId: number, onSaved: () => unknown) {
  const msg = noteMessages(target.kind);
  const refresh = useNoteRefresh(target);
  return useFormMutation({
    schema: () => import('@/lib/contract/notes').then((m) => m.noteBody),
    request: (values) => apiFetch<Note>(noteApi(noteId), { method: 'PUT', json: values, fallback: msg.update }),
    errorFallback: msg.update,
    fields: ['body'],
    success: { title: msg.updated },
    onSuccess: async () => {
      onSaved();
      await refresh(false);
    },
  });
}

export function useDeleteNote(target: NoteTarget, onDeleted: () => unknown) {
  const msg = noteMessages(target.kind);
  const refresh = useNoteRefresh(target);
  return useApiMutation<unknown, number>({
    request: (noteId) => apiFetch(noteApi(noteId), { method: 'DELETE', fallback: msg.delete }),
    errorFallback: msg.delete,
    success: { title: msg.deleted },
    onSuccess: async () => {
      onDeleted();
      await refresh(true);
    },
  });
}
