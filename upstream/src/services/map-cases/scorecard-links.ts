import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { ScorecardLinkBody, ScorecardLinkResource, ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import { publicScorecardHref } from '@/lib/monitoring/paths';
import type { Db } from '../../db/client';
import { scorecardLinks } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { buildScorecard } from './build-scorecard';

type LinkRow = typeof scorecardLinks.$inferSelect;

/**
 * A published scorecard's token: `<payload>.<signature>`, the payload (base64url JSON) naming the
 * link, the retailer and the expiry, signed with HMAC-SHA256 under the link's own random key (never
 * shown). A changed payload (another link or retailer id) fails the signature: 404 like an unknown
 * link. The key lives in the row, so revoking is setting `revoked_at`.
 */
const sign = (key: string, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

function tokenOf(row: LinkRow): string {
  const payload = Buffer.from(JSON.stringify({ l: row.id, r: row.companyRetailerId, x: Math.floor(row.expiresAt.getTime() / 1000) })).toString('base64url');
  return `${payload}.${sign(row.signingKey, payload)}`;
}

const toResource = (row: LinkRow, withToken = false): ScorecardLinkResource => ({
  id: row.id,
  retailer_id: row.companyRetailerId,
  brand_id: row.brandId,
  period_from: row.periodFrom.toISOString(),
  period_to: row.periodTo.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  ...(withToken ? { token: tokenOf(row), path: publicScorecardHref(tokenOf(row)) } : {}),
});

/** `POST companies/{id}/scorecard-links`: checks the scorecard can be built (retailer and brand of the company), then publishes it. */
export async function createScorecardLink(db: Db, companyId: number, userId: number, body: ScorecardLinkBody, now: Date): Promise<ScorecardLinkResource> {
  const from = new Date(body.from);
  const to = new Date(body.to);
  await buildScorecard(db, { companyId, retailerId: body.retailer_id, brandId: body.brand_id ?? null, from, to, now });
  const [row] = await db
    .insert(scorecardLinks)
    .values({
      companyId,
      companyRetailerId: body.retailer_id,
      brandId: body.brand_id ?? null,
      periodFrom: from,
      periodTo: to,
      signingKey: randomBytes(32).toString('base64url'),
      expiresAt: new Date(now.getTime() + body.expires_in_days * 86_400_000),
      createdBy: userId,
      createdAt: now,
    })
    .returning();
  return toResource(row, true);
}

export async function listScorecardLinks(db: Db, companyId: number, retailerId: number | undefined): Promise<ScorecardLinkResource[]> {
  const rows = await db
    .select()
    .from(scorecardLinks)
    .where(and(eq(scorecardLinks.companyId, companyId), retailerId === undefined ? undefined : eq(scorecardLinks.companyRetailerId, retailerId)))
    .orderBy(desc(scorecardLinks.id))
    .limit(100);
  return rows.map((r) => toResource(r));
}

/** `DELETE companies/{id}/scorecard-links/{linkId}`: the link stops working at once (410); the row stays as a record. */
export async function revokeScorecardLink(db: Db, companyId: number, linkId: number, now: Date): Promise<void> {
  const [row] = await db
    .update(scorecardLinks)
    .set({ revokedAt: now })
    .where(and(eq(scorecardLinks.id, linkId), eq(scorecardLinks.companyId, companyId)))
    .returning({ id: scorecardLinks.id });
  if (!row) throw notFound('Scorecard link');
}

/**
 * `GET public-scorecards/{token}` (no sign-in): the scorecard of the link's retailer only. A
 * malformed, unknown or tampered token is 404; an expired or revoked link is 410.
 */
export async function openPublicScorecard(db: Db, token: string, now: Date): Promise<ScorecardResource & { expires_at: string }> {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) throw notFound('Scorecard');
  let claims: { l?: unknown; r?: unknown; x?: unknown };
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    throw notFound('Scorecard');
  }
  if (typeof claims.l !== 'number' || !Number.isSafeInteger(claims.l) || typeof claims.r !== 'number') throw notFound('Scorecard');
  const [row] = await db.select().from(scorecardLinks).where(eq(scorecardLinks.id, claims.l));
  if (!row) throw notFound('Scorecard');
  const expected = Buffer.from(sign(row.signingKey, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given) || claims.r !== row.companyRetailerId) throw notFound('Scorecard');
  if (row.revokedAt) throw new AppError('GONE', 'This scorecard link has been withdrawn.');
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError('GONE', 'This scorecard link has expired.');
  const card = await buildScorecard(db, {
    companyId: row.companyId,
    retailerId: row.companyRetailerId,
    brandId: row.brandId,
    from: row.periodFrom,
    to: row.periodTo,
    now,
  });
  return { ...card, expires_at: row.expiresAt.toISOString() };
}
