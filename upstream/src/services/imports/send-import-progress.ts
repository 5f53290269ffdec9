import type { ImportProgressEvent, ImportStatus } from '@/lib/contract/imports';
import type { AppDeps } from '../../app-env';
import { log } from '@/lib/log';

export const IMPORT_PROGRESS_EVENT = 'import.progress';

/**
 * `import.progress` on the private channel of the person who started the import. Transient: a lost
 * event is replaced by the next one (and the import's row has the same figures), so a failure is
 * logged, never the import's.
 */
export async function sendImportProgress(
  deps: AppDeps,
  row: { id: number; createdBy: number | null },
  status: ImportStatus,
  done: number,
  total: number,
): Promise<void> {
  if (row.createdBy === null) return;
  const event: ImportProgressEvent = { import_id: row.id, status, done, total };
  try {
    await deps.publisher.toUser(row.createdBy, IMPORT_PROGRESS_EVENT, event);
  } catch (error) {
    log('warn', 'import progress not sent', { import_id: row.id, error: error instanceof Error ? error.message : String(error) });
  }
}
