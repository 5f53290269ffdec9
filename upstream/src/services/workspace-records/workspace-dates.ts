import { inArray, or, sql } from 'drizzle-orm';
import type { WorkspaceDates } from '@/lib/contract/content-common';
import type { Db } from '../../db/client';
import { fileWorkspaces, files, insightWorkspaces, insights, workspaceRetailers } from '../../db/schema';

type Bounds = { first: string | null; last: string | null };

/** A timestamp's calendar day in UTC, as YYYY-MM-DD. */
const utcDay = (column: unknown) => sql`to_char((${column} at time zone 'UTC')::date, 'YYYY-MM-DD')`;

/**
 * `GET workspaces/dates`: the first and last content days of these workspaces (already reduced to
 * what the caller may see), for the date filter's bounds: files (when created), insights (their
 * applicable date, else when created) and workspace retailers (when added). Nulls when empty.
 */
export async function workspaceDates(db: Db, workspaceIds: number[]): Promise<WorkspaceDates> {
  if (workspaceIds.length === 0) return { first: null, last: null };
  const fileDay = utcDay(files.createdAt);
  const [fileBounds] = await db
    .select({ first: sql<string | null>`min(${fileDay})`, last: sql<string | null>`max(${fileDay})` })
    .from(files)
    .where(
      or(
        inArray(files.workspaceId, workspaceIds),
        inArray(files.id, db.select({ id: fileWorkspaces.fileId }).from(fileWorkspaces).where(inArray(fileWorkspaces.workspaceId, workspaceIds))),
      ),
    );
  const insightDay = sql`coalesce(to_char(${insights.applicableDate}, 'YYYY-MM-DD'), ${utcDay(insights.createdAt)})`;
  const [insightBounds] = await db
    .select({ first: sql<string | null>`min(${insightDay})`, last: sql<string | null>`max(${insightDay})` })
    .from(insights)
    .where(
      or(
        inArray(insights.workspaceId, workspaceIds),
        inArray(
          insights.id,
          db.select({ id: insightWorkspaces.insightId }).from(insightWorkspaces).where(inArray(insightWorkspaces.workspaceId, workspaceIds)),
        ),
      ),
    );
  const retailerDay = utcDay(workspaceRetailers.createdAt);
  const [retailerBounds] = await db
    .select({ first: sql<string | null>`min(${retailerDay})`, last: sql<string | null>`max(${retailerDay})` })
    .from(workspaceRetailers)
    .where(inArray(workspaceRetailers.workspaceId, workspaceIds));
  return combine([fileBounds, insightBounds, retailerBounds]);
}

/** YYYY-MM-DD strings order like the days they name. */
function combine(all: Bounds[]): WorkspaceDates {
  const firsts = all
    .map((b) => b.first)
    .filter((d): d is string => d !== null)
    .sort();
  const lasts = all
    .map((b) => b.last)
    .filter((d): d is string => d !== null)
    .sort();
  return { first: firsts[0] ?? null, last: lasts.at(-1) ?? null };
}
