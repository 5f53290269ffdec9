import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PageMeta } from '@/lib/contract/common';
import type { MapCaseDetailResource, MapCaseListQuery, MapCaseNoticeResource, MapCaseResource } from '@/lib/contract/monitoring/map-cases';
import type { Db } from '../../db/client';
import {
  companyRetailers,
  contacts,
  mapCaseEvents,
  mapCaseNotices,
  mapCases,
  monitoringPages,
  monitoringProducts,
  monitoringVariations,
  monitoringVersions,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { paged, pageOffset } from '../../lib/paginate';

type CaseRow = typeof mapCases.$inferSelect;
type NoticeRow = typeof mapCaseNotices.$inferSelect;

/** A notice as the case detail lists it and as a send answers it. */
export const toNoticeResource = (n: NoticeRow): MapCaseNoticeResource => ({
  id: n.id,
  level: n.level,
  to: n.to,
  subject: n.subject,
  status: n.status,
  evidence_url: n.evidenceUrl,
  sent_by: n.sentBy,
  sent_at: n.sentAt?.toISOString() ?? null,
});

/** The WHERE of a company's case list (the list and its CSV export share it). */
export function mapCaseWhere(companyId: number, q: Omit<MapCaseListQuery, 'page' | 'per_page'>): SQL | undefined {
  const C = mapCases;
  return and(
    eq(C.companyId, companyId),
    q.status ? eq(C.status, q.status) : undefined,
    q.severity ? eq(C.severity, q.severity) : undefined,
    q.level ? eq(C.level, q.level) : undefined,
    q.retailer_id ? eq(C.companyRetailerId, q.retailer_id) : undefined,
    q.monitoring_product_id ? eq(C.monitoringProductId, q.monitoring_product_id) : undefined,
    q.reason ? sqlReason(q.reason) : undefined,
  );
}

const sqlReason = (reason: string) => sql`${mapCases.reasons} @> ${JSON.stringify([reason])}::jsonb`;

/** Case rows as the contract's records, in a fixed number of queries whatever their count. */
export async function presentMapCases(db: Db, rows: CaseRow[]): Promise<MapCaseResource[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const uniq = (xs: Array<number | null>) => [...new Set(xs.filter((x): x is number => x !== null))];
  const [products, pages, variations, retailers, people, versions, sent] = await Promise.all([
    db
      .select({ id: monitoringProducts.id, name: monitoringProducts.name })
      .from(monitoringProducts)
      .where(inArray(monitoringProducts.id, uniq(rows.map((r) => r.monitoringProductId)))),
    db
      .select({ id: monitoringPages.id, url: monitoringPages.url })
      .from(monitoringPages)
      .where(inArray(monitoringPages.id, uniq(rows.map((r) => r.pageId)))),
    db
      .select({ id: monitoringVariations.id, name: monitoringVariations.name })
      .from(monitoringVariations)
      .where(inArray(monitoringVariations.id, uniq([0, ...rows.map((r) => r.variationId)]))),
    db
      .select({ id: companyRetailers.id, name: companyRetailers.name })
      .from(companyRetailers)
      .where(inArray(companyRetailers.id, uniq([0, ...rows.map((r) => r.companyRetailerId)]))),
    db
      .select({ id: contacts.id, first: contacts.firstName, last: contacts.lastName, email: contacts.email })
      .from(contacts)
      .where(inArray(contacts.id, uniq([0, ...rows.map((r) => r.contactId)]))),
    db
      .select({ id: monitoringVersions.id, snapshotId: monitoringVersions.snapshotId, screenshot: monitoringVersions.screenshotBlob })
      .from(monitoringVersions)
      .where(inArray(monitoringVersions.id, uniq([0, ...rows.map((r) => r.versionId)]))),
    db
      .select({ caseId: mapCaseNotices.caseId, n: count() })
      .from(mapCaseNotices)
      .where(and(inArray(mapCaseNotices.caseId, ids), eq(mapCaseNotices.status, 'sent')))
      .groupBy(mapCaseNotices.caseId),
  ]);
  const by = <T extends { id: number }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
  const [P, G, V, R, K, X] = [by(products), by(pages), by(variations), by(retailers), by(people), by(versions)];
  const sentBy = new Map(sent.map((s) => [s.caseId, s.n]));
  return rows.map((r) => {
    const contact = r.contactId === null ? undefined : K.get(r.contactId);
    const version = r.versionId === null ? undefined : X.get(r.versionId);
    return {
      id: r.id,
      status: r.status,
      level: r.level,
      reasons: r.reasons,
      severity: r.severity,
      monitoring_product_id: r.monitoringProductId,
      product_name: P.get(r.monitoringProductId)?.name ?? '',
      page_id: r.pageId,
      page_url: G.get(r.pageId)?.url ?? '',
      variation_id: r.variationId,
      variation_name: r.variationId === null ? null : (V.get(r.variationId)?.name ?? null),
      retailer_id: r.companyRetailerId,
      retailer_name: r.companyRetailerId === null ? null : (R.get(r.companyRetailerId)?.name ?? null),
      seller_key: r.sellerKey,
      seller_name: r.sellerName,
      map_amount: r.mapAmount,
      amount: r.amount,
      currency: r.currency,
      gap_percent: r.gapPercent,
      price_id: r.priceId,
      version_id: r.versionId,
      snapshot_id: version?.snapshotId ?? null,
      has_screenshot: Boolean(version?.screenshot),
      opened_at: r.openedAt.toISOString(),
      last_seen_at: r.lastSeenAt.toISOString(),
      closed_at: r.closedAt?.toISOString() ?? null,
      time_to_compliance_seconds: r.timeToComplianceSeconds,
      resolving_price_id: r.resolvingPriceId,
      resolving_version_id: r.resolvingVersionId,
      contact: contact ? { id: contact.id, name: `${contact.first} ${contact.last ?? ''}`.trim(), email: contact.email } : null,
      task_id: r.taskId,
      notice_draft: r.noticeBody === null || r.noticeSubject === null ? null : { to: r.noticeTo, subject: r.noticeSubject, body: r.noticeBody },
      notices_sent: sentBy.get(r.id) ?? 0,
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

/** `GET companies/{id}/map-cases`: most recently changed first, paged, with the filters of mapCaseWhere. */
export async function listMapCases(db: Db, companyId: number, q: MapCaseListQuery): Promise<{ data: MapCaseResource[]; meta: PageMeta }> {
  const where = mapCaseWhere(companyId, q);
  const [{ n }] = await db.select({ n: count() }).from(mapCases).where(where);
  const rows = await db
    .select()
    .from(mapCases)
    .where(where)
    .orderBy(desc(mapCases.updatedAt), desc(mapCases.id))
    .limit(q.per_page)
    .offset(pageOffset(q.page, q.per_page));
  return paged(await presentMapCases(db, rows), n, q.page, q.per_page);
}

/** The company's case, or 404 (another company's case is not confirmed to exist). */
export async function requireMapCase(db: Db, companyId: number, caseId: number): Promise<CaseRow> {
  const [row] = await db
    .select()
    .from(mapCases)
    .where(and(eq(mapCases.id, caseId), eq(mapCases.companyId, companyId)));
  if (!row) throw notFound('MAP case');
  return row;
}

export async function getMapCase(db: Db, companyId: number, caseId: number): Promise<MapCaseDetailResource> {
  const row = await requireMapCase(db, companyId, caseId);
  const [[base], events, notices] = await Promise.all([
    presentMapCases(db, [row]),
    db.select().from(mapCaseEvents).where(eq(mapCaseEvents.caseId, caseId)).orderBy(asc(mapCaseEvents.id)),
    db.select().from(mapCaseNotices).where(eq(mapCaseNotices.caseId, caseId)).orderBy(asc(mapCaseNotices.id)),
  ]);
  return {
    ...base,
    events: events.map((e) => ({
      id: e.id,
      kind: e.kind,
      level: e.level,
      amount: e.amount,
      currency: e.currency,
      price_id: e.priceId,
      version_id: e.versionId,
      message: e.message,
      data: e.data,
      actor_id: e.actorId,
      created_at: e.createdAt.toISOString(),
    })),
    notices: notices.map(toNoticeResource),
  };
}
