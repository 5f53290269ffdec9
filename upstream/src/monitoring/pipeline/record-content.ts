import { desc, eq } from 'drizzle-orm';
import type { PageStatus } from '@/lib/contract/monitoring/common';
import type { AppDeps } from '../../app-env';
import { monitoringSnapshots, monitoringVersions } from '../../db/schema';
import { checkPageForMap } from '../../services/map-cases/check-page-for-map';
import { evaluateAlerts } from '../alerts/evaluate-alerts';
import type { ExtractResult } from '../extract/types';
import type { FetchOutcome } from '../fetch/fetch-outcome';
import { renderScreenshot } from '../fetch/fetch-with-browser';
import { sanitizeHtml } from '../fetch/sanitize-html';
import { sharedBrowser } from '../fetch/shared-browser';
import { recordPriceObservation } from '../record/record-price';
import { recordReviews } from '../record/record-reviews';
import { recordVersion } from '../record/record-version';
import { normalizeSnapshot } from '../snapshot/normalize';
import type { Work } from './load-work';

type Content = Extract<FetchOutcome, { kind: 'content' }>;
export type Recorded = {
  requestStatus: 'succeeded' | 'unchanged';
  pageStatus: PageStatus;
  statusDetail: string | null;
  versionId: number;
  priceId: number | null;
};

/**
 * A page that answered: its version (only when the normalized text changed), its price point
 * (only when a price was read — availability is never guessed, needs_offer_mapping and
 * ambiguous_price record none), its reviews, and the alert rules on a price change. The request
 * is `unchanged` when neither the version nor the price series moved.
 */
export async function recordContent(deps: AppDeps, work: Work, content: Content, observedAt: Date): Promise<Recorded> {
  const { page, product, request } = work;
  const settings = page.settings;
  const normalized = await normalizeSnapshot(content.html, {
    ignoreSelectors: settings.ignoreSelectors,
    // A person's patterns and the ones the engine learned (learn-page.ts) apply alike.
    ignorePatterns: [...(settings.ignorePatterns ?? []), ...(settings.learnedIgnores ?? [])],
  });
  // Sanitized once, off the event loop: stored with the version and drawn for its screenshot.
  const html = await sanitizeHtml(content.html);
  const screenshot = content.screenshot ?? (await screenshotIfNew(deps, page.id, normalized.hash, html));
  const version = await recordVersion(deps, {
    pageId: page.id,
    monitoringProductId: product.id,
    text: normalized.text,
    contentHash: normalized.hash,
    html,
    screenshot: screenshot ?? undefined,
    extracted: summarize(content.extract, content.fetcher, normalized.title),
    requestId: request.id,
    observedAt,
  });
  const { extract } = content;
  let priceId: number | null = null;
  let priceMoved = false;
  if (extract.price) {
    const observed = await recordPriceObservation(deps.db, {
      monitoringProductId: product.id,
      pageId: page.id,
      variationId: page.variationId,
      amount: extract.price.amountMinor,
      listAmount: extract.price.listAmountMinor ?? null,
      currency: extract.price.currency,
      availability: extract.availability.value,
      source: extract.price.source,
      rawText: extract.price.raw.slice(0, 500),
      observedAt,
      versionId: version.versionId,
      requestId: request.id,
    });
    priceId = observed.price.id;
    priceMoved = observed.change !== 'unchanged';
    if (priceMoved) {
      await evaluateAlerts(
        deps,
        {
          companyId: product.companyId,
          productId: product.id,
          productName: product.name,
          productCreatedBy: product.createdBy,
          pageId: page.id,
          pageUrl: page.url,
          variationId: page.variationId,
          retailer: work.retailer,
          versionId: version.versionId,
        },
        observed,
      );
    }
    // Every check re-tests the MAP cases of the page, also when the price did not move.
    await checkPageForMap(
      deps,
      {
        companyId: product.companyId,
        productId: product.id,
        productName: product.name,
        pageId: page.id,
        variationId: page.variationId,
        retailerId: page.companyRetailerId,
        retailerName: work.retailer,
        versionId: version.versionId,
        requestId: request.id,
        observedAt,
      },
      observed,
      extract.offers,
    );
  }
  if (extract.reviews.length > 0 || extract.rating) {
    await recordReviews(deps.db, { monitoringProductId: product.id, pageId: page.id, reviews: extract.reviews, rating: extract.rating, observedAt });
  }
  const [pageStatus, statusDetail] = pageStatusOf(content);
  return { requestStatus: version.created || priceMoved ? 'succeeded' : 'unchanged', pageStatus, statusDetail, versionId: version.versionId, priceId };
}

function pageStatusOf(content: Content): [PageStatus, string | null] {
  const { extract } = content;
  const problems = extract.problems.length ? ` (${extract.problems.join(', ')})` : '';
  switch (extract.status) {
    case 'ok':
      return ['ok', extract.problems.length ? `Read with notes: ${extract.problems.join(', ')}` : content.note];
    case 'needs_offer_mapping':
      return ['needs_offer_mapping', `The page lists ${extract.offers.length} offers; choose the one of this variation (sku, gtin or URL).`];
    case 'ambiguous_price':
      return ['ambiguous_price', `The price text can be read more than one way; set the page's locale or currency${problems}.`];
    case 'no_price':
      if (content.browserMissing) return ['browser_unavailable', `No price in the HTTP answer, and the page cannot be rendered: ${content.browserMissing}`];
      return ['extraction_failed', `No price found${problems}${content.note ? `; ${content.note}` : ''}.`];
  }
}

/** What the version keeps of the extraction (the evidence shown beside it). */
function summarize(extract: ExtractResult, fetcher: string, title: string | null): Record<string, unknown> {
  return {
    fetcher,
    title,
    status: extract.status,
    price: extract.price,
    availability: extract.availability,
    matched_offer: extract.matchedOffer,
    offers: extract.offers.slice(0, 50),
    rating: extract.rating,
    review_count: extract.reviews.length,
    problems: extract.problems,
  };
}

/**
 * A picture of an HTTP-fetched page, only when its text differs from the last version (an
 * unchanged page gets no new version, so its picture would be thrown away) and a browser exists.
 */
async function screenshotIfNew(deps: AppDeps, pageId: number, hash: string, html: string): Promise<Buffer | null> {
  const browserConfig = deps.config.monitoring.browser;
  if (!browserConfig.enabled || !browserConfig.path) return null;
  const [last] = await deps.db
    .select({ hash: monitoringVersions.contentHash })
    .from(monitoringVersions)
    .innerJoin(monitoringSnapshots, eq(monitoringSnapshots.id, monitoringVersions.snapshotId))
    .where(eq(monitoringSnapshots.pageId, pageId))
    .orderBy(desc(monitoringVersions.number))
    .limit(1);
  if (last?.hash === hash) return null;
  try {
    return await renderScreenshot(await sharedBrowser(browserConfig), html, 10_000);
  } catch {
    return null;
  }
}
