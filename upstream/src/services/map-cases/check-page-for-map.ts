import type { AppDeps } from '../../app-env';
import type { ExtractResult } from '../../monitoring/extract/types';
import type { RecordPriceResult } from '../../monitoring/record/record-price';
import { enforceMap } from './enforce-map';
import type { EnforcementContext } from './enforce-map';
import { recordSellerOffers } from './record-seller-offers';

/** What the pipeline's check observed: the enforcement context plus the request that read the page. */
export type PageCheck = EnforcementContext & { requestId: number | null };

/**
 * MAP enforcement after every check that read a price (the pipeline's one call): a marketplace
 * page's sellers are recorded and each judged (cases charged to the seller); any other page is
 * judged by its own price point.
 */
export async function checkPageForMap(deps: AppDeps, check: PageCheck, observed: RecordPriceResult, offers: ExtractResult['offers']): Promise<void> {
  const sellers = await recordSellerOffers(
    deps,
    {
      monitoringProductId: check.productId,
      pageId: check.pageId,
      variationId: check.variationId,
      versionId: check.versionId,
      requestId: check.requestId,
      observedAt: check.observedAt,
    },
    offers,
  );
  const advertised = sellers ?? [
    {
      sellerKey: '',
      sellerName: null,
      sellerId: null,
      amount: observed.price.amount,
      currency: observed.price.currency,
      priceId: observed.price.id,
      sellerOfferId: null,
    },
  ];
  await enforceMap(deps, check, advertised);
}
