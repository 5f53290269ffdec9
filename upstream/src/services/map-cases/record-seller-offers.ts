import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { monitoringSellerOffers } from '../../db/schema';
import { sellerKey } from '../../monitoring/extract/seller-key';
import type { ExtractResult } from '../../monitoring/extract/types';
import type { Advertised } from './enforce-map';

type Input = { monitoringProductId: number; pageId: number; variationId: number | null; versionId: number | null; requestId: number | null; observedAt: Date };

/**
 * The sellers' offers of a marketplace page (two or more sellers): like the price series, one row
 * per seller and change of amount, currency, availability or buy box; a repeat only extends the
 * row. Returns what each seller advertises, for enforcement; a page with fewer than two sellers
 * records nothing here and returns null (its price series is the evidence).
 */
export async function recordSellerOffers(deps: AppDeps, input: Input, offers: ExtractResult['offers']): Promise<Advertised[] | null> {
  const bySeller = new Map<string, ExtractResult['offers'][number]>();
  for (const offer of offers) {
    if (!offer.seller) continue;
    const key = sellerKey(offer.seller);
    const kept = bySeller.get(key);
    // A seller with two offers on the page (new and used, say) is judged by its lowest price.
    if (!kept || (offer.amountMinor !== null && (kept.amountMinor === null || offer.amountMinor < kept.amountMinor))) bySeller.set(key, offer);
  }
  if (bySeller.size < 2) return null;
  const advertised: Advertised[] = [];
  for (const [key, offer] of bySeller) {
    const seller = offer.seller as NonNullable<typeof offer.seller>;
    const values = { amount: offer.amountMinor, currency: offer.currency, availability: offer.availability, buyBox: offer.buyBox === true };
    const [last] = await deps.db
      .select()
      .from(monitoringSellerOffers)
      .where(and(eq(monitoringSellerOffers.pageId, input.pageId), eq(monitoringSellerOffers.sellerKey, key)))
      .orderBy(desc(monitoringSellerOffers.firstObservedAt), desc(monitoringSellerOffers.id))
      .limit(1);
    let id: number;
    if (
      last &&
      last.amount === values.amount &&
      last.currency === values.currency &&
      last.availability === values.availability &&
      last.buyBox === values.buyBox
    ) {
      await deps.db
        .update(monitoringSellerOffers)
        .set({ lastObservedAt: input.observedAt, observedCount: sql`${monitoringSellerOffers.observedCount} + 1`, sellerName: seller.name })
        .where(eq(monitoringSellerOffers.id, last.id));
      id = last.id;
    } else {
      const [row] = await deps.db
        .insert(monitoringSellerOffers)
        .values({
          monitoringProductId: input.monitoringProductId,
          pageId: input.pageId,
          variationId: input.variationId,
          sellerKey: key,
          sellerName: seller.name,
          sellerId: seller.id ?? null,
          ...values,
          firstObservedAt: input.observedAt,
          lastObservedAt: input.observedAt,
          versionId: input.versionId,
          requestId: input.requestId,
        })
        .returning({ id: monitoringSellerOffers.id });
      id = row.id;
    }
    advertised.push({
      sellerKey: key,
      sellerName: seller.name,
      sellerId: seller.id ?? null,
      amount: offer.amountMinor,
      currency: offer.currency,
      priceId: null,
      sellerOfferId: id,
    });
  }
  return advertised;
}
