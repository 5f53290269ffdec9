import { and, asc, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { formatMoney } from '@/lib/monitoring/money';
import type { AppDeps } from '../../app-env';
import { contacts, mapCases, type MapCaseReason } from '../../db/schema';
import { isBelowMap, loadMapOf, mapGapPercent } from '../monitoring/map-rule';
import { loadAuthorizedSellers } from './authorized-sellers';
import { readMapSettings, severityOf } from './map-settings';
import { recordCaseEvent, type CaseRef } from './record-case-event';

/** What one check of one page observed, for enforcement. */
export type EnforcementContext = {
  companyId: number;
  productId: number;
  productName: string;
  pageId: number;
  variationId: number | null;
  retailerId: number | null;
  retailerName: string;
  versionId: number | null;
  observedAt: Date;
};

/** One advertised price: the page's own (`sellerKey` '') or one marketplace seller's offer. */
export type Advertised = {
  sellerKey: string;
  sellerName: string | null;
  sellerId: string | null;
  amount: number | null;
  currency: string | null;
  priceId: number | null;
  sellerOfferId: number | null;
};

type CaseRow = typeof mapCases.$inferSelect;

/**
 * Re-tests every advertised price of a check against the MAP rule (map-rule.ts) and the retailer's
 * authorised sellers, and moves the cases: a violation without an open case opens one — or, when
 * the same page, variation and seller had a case closed within the company's repeat window,
 * reopens that case at the next level (never a second case); an open case is kept with its latest
 * evidence; an open case whose price is back at or above MAP (and whose seller is allowed) closes
 * with the resolving evidence and the time to compliance. Gaps under the grace threshold are no
 * violation. Sellers absent from this check leave their cases as they are (nothing proves them
 * fixed).
 */
export async function enforceMap(deps: AppDeps, ctx: EnforcementContext, advertised: Advertised[]): Promise<void> {
  if (advertised.length === 0) return;
  const { db } = deps;
  const [mapOf, settings, allowed] = await Promise.all([
    loadMapOf(db, ctx.productId),
    readMapSettings(db, ctx.companyId),
    ctx.retailerId === null ? Promise.resolve(null) : loadAuthorizedSellers(db, ctx.companyId, ctx.retailerId),
  ]);
  const map = mapOf(ctx.variationId);
  for (const ad of advertised) {
    const reasons: MapCaseReason[] = [];
    let gap: number | null = null;
    let severity = null;
    if (map && ad.amount !== null && isBelowMap(ad.amount, ad.currency, map)) {
      gap = mapGapPercent(ad.amount, map);
      severity = severityOf(gap, settings);
      if (severity) reasons.push('below_map');
    }
    // A retailer's list applies once it names at least one seller; without a list every seller is allowed.
    if (ad.sellerKey !== '' && allowed && allowed.size > 0 && !allowed.has(ad)) reasons.push('unauthorized_seller');
    const open = await findOpenCase(deps, ctx, ad.sellerKey);
    const evidence = { amount: ad.amount, currency: ad.currency, priceId: ad.priceId, versionId: ctx.versionId };
    const price = ad.amount === null ? 'no price' : formatMoney(ad.amount, ad.currency);
    const who = ad.sellerName ?? ctx.retailerName;
    if (reasons.length === 0) {
      if (open) await closeCase(deps, open, ctx, ad, `${who} is back in line: ${price}${map ? ` (MAP ${formatMoney(map.amount, map.currency)})` : ''}.`);
      continue;
    }
    const values = {
      reasons,
      severity,
      mapAmount: map?.amount ?? null,
      currency: ad.currency ?? map?.currency ?? null,
      amount: ad.amount,
      gapPercent: gap === null ? null : Math.round(gap * 100) / 100,
      priceId: ad.priceId,
      sellerOfferId: ad.sellerOfferId,
      versionId: ctx.versionId,
      lastSeenAt: ctx.observedAt,
      sellerName: ad.sellerName,
      updatedAt: ctx.observedAt,
    };
    const what = describe(reasons, who, price, map ? formatMoney(map.amount, map.currency) : null, gap);
    if (open) {
      const moved = open.amount !== ad.amount || open.currency !== values.currency || open.reasons.join() !== reasons.join();
      await db.update(mapCases).set(values).where(eq(mapCases.id, open.id));
      if (moved) await recordCaseEvent(deps, refOf(ctx, open, open.level), { kind: 'evidence', message: what, ...evidence });
      continue;
    }
    const windowStart = new Date(ctx.observedAt.getTime() - settings.repeatWindowDays * 86_400_000);
    const [recent] = await db
      .select()
      .from(mapCases)
      .where(and(keyOf(ctx, ad.sellerKey), eq(mapCases.status, 'closed'), isNotNull(mapCases.closedAt), gte(mapCases.closedAt, windowStart)))
      .orderBy(desc(mapCases.closedAt), desc(mapCases.id))
      .limit(1);
    if (recent) {
      const level = recent.level + 1;
      const [row] = await db
        .update(mapCases)
        .set({
          ...values,
          status: 'open',
          level,
          openedAt: ctx.observedAt,
          closedAt: null,
          closedBy: null,
          resolvingPriceId: null,
          resolvingVersionId: null,
          timeToComplianceSeconds: null,
          noticeSubject: null,
          noticeBody: null,
          noticeTo: null,
        })
        .where(and(eq(mapCases.id, recent.id), eq(mapCases.status, 'closed')))
        .returning();
      if (row)
        await recordCaseEvent(deps, refOf(ctx, row, level), {
          kind: 'reopened',
          message: `Repeat within ${settings.repeatWindowDays} days, level ${level}: ${what}`,
          notify: true,
          ...evidence,
        });
      continue;
    }
    const contactId = ctx.retailerId === null ? null : await retailerContactId(deps, ctx.companyId, ctx.retailerId);
    const [row] = await db
      .insert(mapCases)
      .values({
        ...values,
        companyId: ctx.companyId,
        monitoringProductId: ctx.productId,
        pageId: ctx.pageId,
        variationId: ctx.variationId,
        companyRetailerId: ctx.retailerId,
        sellerKey: ad.sellerKey,
        contactId,
        openedAt: ctx.observedAt,
        createdAt: ctx.observedAt,
      })
      // Another check of the same page cannot run at once (one open request per page); this only guards a race with a manual reopen.
      .onConflictDoNothing()
      .returning();
    if (row) await recordCaseEvent(deps, refOf(ctx, row, 1), { kind: 'opened', message: what, notify: true, ...evidence });
  }
}

const keyOf = (ctx: EnforcementContext, sellerKey: string) =>
  and(eq(mapCases.pageId, ctx.pageId), sql`coalesce(${mapCases.variationId}, 0) = ${ctx.variationId ?? 0}`, eq(mapCases.sellerKey, sellerKey));

async function findOpenCase(deps: AppDeps, ctx: EnforcementContext, sellerKey: string): Promise<CaseRow | null> {
  const [row] = await deps.db
    .select()
    .from(mapCases)
    .where(and(keyOf(ctx, sellerKey), eq(mapCases.status, 'open')))
    .limit(1);
  return row ?? null;
}

async function closeCase(deps: AppDeps, open: CaseRow, ctx: EnforcementContext, ad: Advertised, message: string): Promise<void> {
  const seconds = Math.max(0, Math.round((ctx.observedAt.getTime() - open.openedAt.getTime()) / 1000));
  const [row] = await deps.db
    .update(mapCases)
    .set({
      status: 'closed',
      closedAt: ctx.observedAt,
      closedBy: null,
      resolvingPriceId: ad.priceId,
      resolvingVersionId: ctx.versionId,
      timeToComplianceSeconds: seconds,
      lastSeenAt: ctx.observedAt,
      updatedAt: ctx.observedAt,
    })
    .where(and(eq(mapCases.id, open.id), eq(mapCases.status, 'open')))
    .returning();
  if (!row) return;
  await recordCaseEvent(deps, refOf(ctx, row, row.level), {
    kind: 'closed',
    message: `${message} Time to compliance: ${durationText(seconds)}.`,
    amount: ad.amount,
    currency: ad.currency,
    priceId: ad.priceId,
    versionId: ctx.versionId,
    data: { time_to_compliance_seconds: seconds },
    notify: true,
  });
}

/** The retailer's contact a notice goes to: the first one with an email address. */
export async function retailerContactId(deps: AppDeps, companyId: number, retailerId: number): Promise<number | null> {
  const [row] = await deps.db
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.companyId, companyId), eq(contacts.companyRetailerId, retailerId), isNotNull(contacts.email)))
    .orderBy(asc(contacts.id))
    .limit(1);
  return row?.id ?? null;
}

const refOf = (ctx: EnforcementContext, row: CaseRow, level: number): CaseRef => ({
  id: row.id,
  companyId: ctx.companyId,
  level,
  taskId: row.taskId,
  title: `${ctx.productName} at ${ctx.retailerName}${row.sellerName ? ` (${row.sellerName})` : ''}`,
});

function describe(reasons: MapCaseReason[], who: string, price: string, map: string | null, gap: number | null): string {
  const parts: string[] = [];
  if (reasons.includes('below_map')) parts.push(`${who} advertises ${price}, ${gap?.toFixed(1)} % below the MAP of ${map}`);
  if (reasons.includes('unauthorized_seller')) parts.push(`${who} is not an authorised seller${reasons.includes('below_map') ? '' : ` (${price})`}`);
  return `${parts.join('; ')}.`;
}

/** "3 d 4 h", "2 h 5 min", "40 s". */
export function durationText(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d} d ${h} h`;
  if (h > 0) return `${h} h ${m} min`;
  if (m > 0) return `${m} min`;
  return `${seconds} s`;
}
