import path from 'node:path';
import { DataDirInUseError } from './data-dir-lock';

/**
 * Why a start cannot succeed, told in the underlying error's words: Drizzle wraps the driver's
 * error ("Failed query: CREATE SCHEMA IF NOT EXISTS "drizzle"") and the cause says what happened
 * ("No space left on device", a corrupt file, the lock).
 */

/** EX_CONFIG (sysexits.h): the launcher (scripts/supervise.mjs) does not restart a child that exits with it. */
export const EXIT_CANNOT_START = 78;

/** The embedded database could not be opened: corrupt, no space, unreadable. Retrying will not help. */
export class DatabaseOpenError extends Error {
  constructor(cause: unknown) {
    super(`cannot open the database: ${describeError(cause)}`, { cause });
    this.name = 'DatabaseOpenError';
  }
}

/** The messages of an error and its `cause` chain, outermost first, repeats left out. */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== undefined && current !== null; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    const code = (current as { code?: unknown }).code;
    const text = typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
    if (text && !parts.some((p) => p.includes(text))) parts.push(text);
    current = current instanceof Error ? current.cause : undefined;
  }
  return parts.join(': ') || 'unknown error';
}

export function isCannotStart(error: unknown): boolean {
  return error instanceof DataDirInUseError || error instanceof DatabaseOpenError;
}

/** `$DATA_DIR` as the user configured it (".data"), for messages about `<DATA_DIR>/pglite`. */
export function dataDirLabel(pgliteDir: string): string {
  const parent = path.dirname(path.resolve(pgliteDir));
  const configured = process.env.DATA_DIR ?? '.data';
  return path.resolve(configured) === parent ? configured : parent;
}
