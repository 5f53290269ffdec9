/**
 * PostgreSQL error codes on a thrown error. Drizzle wraps the driver's error, so a code is looked
 * for on the error and along its `cause` chain (a few links deep).
 */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** True for a unique-index violation (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return hasPgCode(error, '23505');
}

/** True when an earlier statement failed and left the transaction aborted (SQLSTATE 25P02, in_failed_sql_transaction). */
export function isFailedTransaction(error: unknown): boolean {
  return hasPgCode(error, '25P02');
}

/** True for a foreign-key violation (SQLSTATE 23503): a row points at one that is not there. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasPgCode(error, '23503');
}
