import { statfs } from 'node:fs/promises';

/**
 * A full disk (or quota) is not a bug: the write that met it answers 507 "Storage is full" at once
 * (lib/http.ts handleError), reads go on, and `/readyz` says `storage_full` for a while
 * (routes/health/index.ts). Disk full reaches us as ENOSPC/EDQUOT from Node's fs (uploads, the mail
 * outbox), and from the database as SQLSTATE 53100 (disk_full) or PostgreSQL's "could not extend
 * file …: No space left on device" (PGlite writes its files through Node's fs, so either form).
 */
export const STORAGE_FULL_MESSAGE = 'Storage is full. Free some disk space, then try again.';

const CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);
/** Linux errno: ENOSPC 28, EDQUOT 122 (Node reports them negated). */
const ERRNOS = new Set([28, -28, 122, -122]);
const MESSAGES = /No space left on device|Disk quota exceeded|\bENOSPC\b|\bEDQUOT\b/i;

function isFullCause(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, errno, message } = error as { code?: unknown; errno?: unknown; message?: unknown };
  if (typeof code === 'string' && CODES.has(code)) return true;
  if (typeof errno === 'number' && ERRNOS.has(errno)) return true;
  return typeof message === 'string' && MESSAGES.test(message);
}

/** True when the error or anything in its `cause` chain (Drizzle wraps driver errors) says the disk is full. */
export function isStorageFull(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth += 1) {
    if (isFullCause(current)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** How long after the last disk-full error `/readyz` still says so (unless the free space came back). */
export const STORAGE_FULL_WINDOW_MS = 2 * 60_000;
/** Below this much free space on DATA_DIR's file system `/readyz` says `storage_full` on its own. */
export const LOW_FREE_BYTES = 16 * 1024 * 1024;

let lastFullAt = 0;

/** Remembers a disk-full error for `/readyz`; warns once per window, not once per refused write. */
export function noteStorageFull(error: unknown, now = Date.now()): void {
  if (now - lastFullAt >= STORAGE_FULL_WINDOW_MS) console.warn(`[upstream] storage full: ${error instanceof Error ? error.message : String(error)}`);
  lastFullAt = now;
}

/** Tests: forget the last disk-full error. */
export function resetStorageFull(): void {
  lastFullAt = 0;
}

/** Free bytes on the file system holding `dir` (statfs), or null when it cannot be asked. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const info = await statfs(dir);
    return Number(info.bavail) * Number(info.bsize);
  } catch {
    return null;
  }
}

/**
 * Whether the storage is full now: a write met a disk-full error within the window (the database's
 * disk may be another machine's, so local free space does not clear it), or DATA_DIR's file system
 * is below LOW_FREE_BYTES.
 */
export async function storageFull(dir: string, now = Date.now()): Promise<boolean> {
  if (lastFullAt > 0 && now - lastFullAt < STORAGE_FULL_WINDOW_MS) return true;
  const free = await freeBytes(dir);
  return free !== null && free < LOW_FREE_BYTES;
}
