import type { AppDeps } from '../../app-env';
import type { ExtractResult } from '../../monitoring/extract/types';
import type { RecordPriceResult } from '../../monitoring/record/record-price';
import { enforceMap } from './enforce-map';
import { recordSellerOffers } from './record-seller-offers';

export type PageCheck = {
  companyId: number;
  productId: number;
  productName: string;
  pageId: number;
  variationId: number | null;
  retailerId: number | null;
  retailerName: string;
  versionId: number | null;
  requestId: number | null;
  observedAt: Date;
};

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
