/** `db.execute` answers `{ rows }` on both drivers (PGlite and node-postgres). */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
