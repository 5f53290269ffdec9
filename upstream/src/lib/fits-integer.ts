/** The largest id the database's integer columns hold; a larger id names no record (and must not reach a query). */
export const MAX_DB_INT = 2_147_483_647;

export function fitsInteger(id: number): boolean {
  return Number.isInteger(id) && id > 0 && id <= MAX_DB_INT;
}
