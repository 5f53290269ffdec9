import { and, desc, eq } from 'drizzle-orm';
import type { SellerOfferResource } from '@/lib/contract/monitoring/sellers';
import type { Db } from '../../db/client';
import { monitoringPages, monitoringSellerOffers } from '../../db/schema';
import { loadAuthorizedSellers, type AllowedSellers } from './authorized-sellers';

/**
 * `GET .../monitoring-products/{id}/seller-offers`: the sellers' offers seen on the product's
 * marketplace pages (optionally one page), newest first, at most 500, each marked authorised or
 * not by its retailer's list (null when that retailer has no list).
 */
export async function listSellerOffers(db: Db, companyId: number, monitoringProductId: number, pageId: number | undefined): Promise<SellerOfferResource[]> {
  const rows = await db
    .select({ offer: monitoringSellerOffers, retailerId: monitoringPages.companyRetailerId })
    .from(monitoringSellerOffers)
    .innerJoin(monitoringPages, eq(monitoringPages.id, monitoringSellerOffers.pageId))
    .where(
      and(eq(monitoringSellerOffers.monitoringProductId, monitoringProductId), pageId === undefined ? undefined : eq(monitoringSellerOffers.pageId, pageId)),
    )
    .orderBy(desc(monitoringSellerOffers.lastObservedAt), desc(monitoringSellerOffers.id))
    .limit(500);
  const lists = new Map<number, AllowedSellers>();
  for (const id of new Set(rows.map((r) => r.retailerId).filter((x): x is number => x !== null))) lists.set(id, await loadAuthorizedSellers(db, companyId, id));
  return rows.map(({ offer, retailerId }) => {
    const list = retailerId === null ? undefined : lists.get(retailerId);
    return {
      id: offer.id,
      page_id: offer.pageId,
      seller_name: offer.sellerName,
      seller_id: offer.sellerId,
      amount: offer.amount,
      currency: offer.currency,
      availability: offer.availability,
      buy_box: offer.buyBox,
      authorized: list && list.size > 0 ? list.has({ sellerId: offer.sellerId, sellerName: offer.sellerName }) : null,
      first_observed_at: offer.firstObservedAt.toISOString(),
      last_observed_at: offer.lastObservedAt.toISOString(),
    };
  });
}
