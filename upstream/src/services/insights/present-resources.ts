import { inArray } from 'drizzle-orm';
import type { InsightResource } from '@/lib/contract/insights';
import type { Db } from '../../db/client';
import type { insightResources } from '../../db/schema';
import { insights, users } from '../../db/schema';
import { toMemberUser } from '../teams/to-member-user';

export type ResourceRow = typeof insightResources.$inferSelect;

/** The BFF path that streams a resource's bytes (own pending, or attached to a readable insight). */
export const resourceDownloadUrl = (id: number) => `/api/insights/resources/${id}/download`;

/**
 * Resource rows as the contract's resources, in the order given, with their uploaders and insight
 * names loaded in two queries (no query per row). `insightNames` skips the second when the caller
 * already knows them (the insight presenter does).
 */
export async function presentResources(db: Db, rows: ResourceRow[], insightNames?: Map<number, string>): Promise<InsightResource[]> {
  if (rows.length === 0) return [];
  const userIds = [...new Set(rows.map((r) => r.uploadedBy))];
  const uploaders = new Map(
    (
      await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, image: users.image })
        .from(users)
        .where(inArray(users.id, userIds))
    ).map((u) => [u.id, toMemberUser(u)]),
  );
  let names = insightNames;
  if (!names) {
    const ids = [...new Set(rows.flatMap((r) => (r.insightId === null ? [] : [r.insightId])))];
    names = new Map(
      ids.length ? (await db.select({ id: insights.id, name: insights.name }).from(insights).where(inArray(insights.id, ids))).map((i) => [i.id, i.name]) : [],
    );
  }
  return rows.map((r) => ({
    id: r.id,
    insight_id: r.insightId,
    insight_name: r.insightId === null ? null : (names.get(r.insightId) ?? null),
    document: { original_name: r.originalName, mime: r.mime, size: r.size, download_url: resourceDownloadUrl(r.id) },
    uploaded_by: uploaders.get(r.uploadedBy) ?? null,
    created_at: r.createdAt.toISOString(),
  }));
}
