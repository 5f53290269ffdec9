/**
 * True when a database error is a unique-index violation (SQLSTATE 23505). Drizzle wraps the
 * driver's error, so the code is looked for on the error and on its cause.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
