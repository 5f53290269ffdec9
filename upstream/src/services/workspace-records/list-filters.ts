import { gte, inArray, lt } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';

/** `column IN ids`, or no filter when the list is absent or empty (an empty filter means "all"). */
export function idsFilter(column: AnyColumn, ids: number[] | undefined): SQL | undefined {
  return ids && ids.length > 0 ? inArray(column, ids) : undefined;
}

const DAY_MS = 86_400_000;

/** A timestamp within inclusive calendar days (UTC), either bound optional. */
export function withinDays(column: AnyColumn, from: string | null | undefined, to: string | null | undefined): SQL[] {
  const out: SQL[] = [];
  if (from) out.push(gte(column, new Date(`${from}T00:00:00Z`)));
  if (to) out.push(lt(column, new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS)));
  return out;
}
