import type { AppDeps } from '../app-env';
import { removePartialUploads } from '../storage/remove-partial-uploads';
import { purgeTrash } from '../services/trash/purge-trash';
import { cleanupExpiredRows, type CleanupCounts } from './cleanup-expired-rows';

/** What a job needs: the database, the settings, the clock and storage (the trash's bytes); no mail or realtime. */
export type JobDeps = Pick<AppDeps, 'db' | 'config' | 'now' | 'storage'>;
export type JobLog = (message: string) => void;

/** pg-boss queue name (letters, digits, `-` and `_` only). */
export const CLEANUP_QUEUE = 'cleanup-expired-rows';
/** Every 15 minutes: rate-limit windows last 15 minutes, so the table stays about one window big. */
export const CLEANUP_CRON = '*/15 * * * *';
export const CLEANUP_INTERVAL_MS = 15 * 60 * 1000;

/** One run of the maintenance job, logged only when it deleted something. */
export async function runCleanupJob(deps: JobDeps, log: JobLog): Promise<CleanupCounts> {
  const counts = await cleanupExpiredRows(deps.db, deps.now());
  // The trash past its window (decision 0027): rows and the stored bytes they name.
  counts.trash = await purgeTrash(deps, deps.now());
  const deleted = Object.entries(counts).filter(([, n]) => n > 0);
  if (deleted.length > 0) log(`cleanup deleted ${deleted.map(([table, n]) => `${n} ${table}`).join(', ')}`);
  // Uploads left half-written by a crash or a full disk (local storage only).
  const parts = deps.config.s3 ? 0 : await removePartialUploads(deps.config.uploadsDir, deps.now());
  if (parts > 0) log(`cleanup removed ${parts} partial upload${parts === 1 ? '' : 's'}`);
  return counts;
}
