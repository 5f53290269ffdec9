import type { QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api/api-fetch';
import type { TrashEntry, TrashPage } from '@/lib/contract/trash';
import { toast } from '@/lib/toasts/toast-store';

/** How long the Undo of a delete stays on screen (longer than a plain toast: it is a way back). */
const UNDO_TOAST_MS = 10_000;

/** `POST trash/{id}/restore`: the record back whole, or the upstream's reason (409: its place is gone, its name taken). */
export function restoreTrashEntry(id: number) {
  return apiFetch<TrashEntry>(`trash/${id}/restore`, { method: 'POST', fallback: 'Could not restore it.' });
}

/** After a restore every open list may hold it again: refetch what is on screen. */
export function refreshAfterRestore(queryClient: QueryClient): void {
  void queryClient.invalidateQueries();
}

/**
 * The toast after a delete (decision 0027): what went, and an "Undo" that finds the entry among
 * what the caller deleted (`GET trash`) and restores it, with its versions, discussions, subtasks.
 */
export function toastDeletedWithUndo(opts: { title: string; subject: { type: string; id: number }; queryClient: QueryClient }): void {
  toast.success(opts.title, 'Undo, or restore it later from “Recently deleted” on your profile.', {
    timeout: UNDO_TOAST_MS,
    action: { label: 'Undo', run: () => void undo(opts) },
  });
}

async function undo({ subject, queryClient }: { subject: { type: string; id: number }; queryClient: QueryClient }): Promise<void> {
  const mine = await apiFetch<TrashEntry[]>('trash', { query: { per_page: 20 }, fallback: 'Could not read the trash.' });
  if (!mine.ok) {
    toast.error('Could not undo', mine.message);
    return;
  }
  const entry = (mine.body as TrashPage).data.find((e) => e.subject.type === subject.type && e.subject.id === subject.id);
  if (!entry) {
    toast.error('Could not undo', 'It is no longer in the trash.');
    return;
  }
  const restored = await restoreTrashEntry(entry.id);
  if (!restored.ok) {
    toast.error('Could not undo', restored.message);
    return;
  }
  refreshAfterRestore(queryClient);
  toast.success('Restored', entry.subject.label ? `“${entry.subject.label}” is back.` : undefined);
}
