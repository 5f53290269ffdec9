import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { workspaces } from '../../db/schema';

/** Names of the workspaces the hits of a page live in, in one query (no per-hit lookups). */
export async function workspaceNames(db: Db, ids: Iterable<number>): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: workspaces.id, name: workspaces.name }).from(workspaces).where(inArray(workspaces.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}
