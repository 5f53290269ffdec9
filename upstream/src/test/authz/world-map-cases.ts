import { authorizedSellers, mapCases } from '../../db/schema';
import { createScorecardLink } from '../../services/map-cases/scorecard-links';
import type { TestApp } from '../create-test-app';

/**
 * Company C's MAP enforcement records, inserted directly (no scrape runs in the matrix): an open
 * case on its monitored page at its retailer with a notice draft (so a send has a recipient), an
 * authorised seller, and a published scorecard link with its token.
 */
export async function seedMapCases(
  t: TestApp,
  w: { company: number; retailer: number; owner: number },
  m: { monitoringProduct: number; monitoringPage: number; monitoringVariation: number; mVersion: number; mPrice: number },
) {
  const db = t.deps.db;
  const at = new Date('2026-11-20T10:00:00.000Z');
  const [mapCase] = await db
    .insert(mapCases)
    .values({
      companyId: w.company,
      monitoringProductId: m.monitoringProduct,
      pageId: m.monitoringPage,
      variationId: m.monitoringVariation,
      companyRetailerId: w.retailer,
      reasons: ['below_map'],
      severity: 'minor',
      mapAmount: 529,
      currency: 'USD',
      amount: 499,
      gapPercent: 5.67,
      priceId: m.mPrice,
      versionId: m.mVersion,
      openedAt: at,
      lastSeenAt: at,
      noticeTo: 'carla@example.com',
      noticeSubject: 'Minimum advertised price',
      noticeBody: 'Please raise the price to $5.29.',
    })
    .returning({ id: mapCases.id });
  const [seller] = await db
    .insert(authorizedSellers)
    .values({ companyId: w.company, companyRetailerId: w.retailer, sellerKey: 'name:soap outlet', sellerName: 'Soap Outlet', createdBy: w.owner })
    .returning({ id: authorizedSellers.id });
  const link = await createScorecardLink(
    db,
    w.company,
    w.owner,
    { retailer_id: w.retailer, from: '2026-11-01', to: '2026-11-21', expires_in_days: 30 },
    new Date(),
  );
  return { mCase: mapCase.id, mAuthorizedSeller: seller.id, mScorecardLink: link.id, mScorecardToken: link.token as string };
}
export type MapCasesWorld = Awaited<ReturnType<typeof seedMapCases>>;
