import { and, eq } from 'drizzle-orm';
import { TEST_EXTRACTION_RATE } from '@/lib/contract/monitoring/test-extraction';
import type { TestExtractionBody, TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import type { AppDeps } from '../../../app-env';
import { monitoringVariations } from '../../../db/schema';
import { fieldError, forbidden } from '../../../lib/errors';
import { hitRateLimit } from '../../../lib/rate-limit';
import type { FetchOutcome } from '../../../monitoring/fetch/fetch-outcome';
import { fetchPage } from '../../../monitoring/fetch/fetch-page';
import { refusedOutcome } from '../../../monitoring/fetch/refused-outcome';
import { variationRef } from '../../../monitoring/fetch/variation-ref';
import { parseAllowList } from '../../../monitoring/net/allow-list';
import type { AllowList } from '../../../monitoring/net/allow-list';
import { MonitoringFetchError } from '../../../monitoring/net/fetch-error';
import { loadRobots } from '../../../monitoring/politeness/load-robots';
import { registrableDomain } from '../../../monitoring/politeness/registrable-domain';
import type { CompanyAccess } from '../../access/company-guard';
import { requireMonitoringProduct } from '../require-monitoring-product';
import { toSettingsColumn } from '../pages/settings-column';
import { previewOfOutcome } from './preview-of-outcome';

/** A robots.txt just fetched names a Crawl-delay: the page waits that long, up to this. */
const MAX_CRAWL_WAIT_MS = 10_000;

/**
 * `POST …/monitoring-products/{id}/test-extraction` (admins): the engine's own steps on the form's
 * unsaved values — robots.txt (a disallowed URL is never fetched), the page through the SSRF guard
 * and the allow list (Chromium when the fetch mode asks for it), the extraction cascade — and what
 * they would store, without storing it: no request, snapshot, version, price or review row. Only the
 * robots.txt cache (shared with the engine) and the caller's rate-limit counter are written.
 */
export async function runTestExtraction(
  deps: AppDeps,
  access: CompanyAccess,
  userId: number,
  productId: number,
  body: TestExtractionBody,
): Promise<TestExtractionResult> {
  if (!access.canEdit) throw forbidden();
  await requireMonitoringProduct(deps.db, access, productId);
  const variation = await loadVariation(deps, productId, body.variation_id ?? null);
  await hitRateLimit(deps.db, { key: `monitoring-test-extraction:user:${userId}`, ...TEST_EXTRACTION_RATE }, deps.now());
  const config = deps.config.monitoring;
  const allow = parseAllowList(config.allowHosts);
  const refused = await robotsRefusal(deps, body.url, allow);
  if (refused) return previewOfOutcome(refused);
  const outcome = await fetchPage({
    url: body.url,
    fetchMode: body.fetch_mode ?? 'auto',
    settings: toSettingsColumn(body.settings ?? {}),
    variation,
    allow,
    config,
    now: deps.now,
  });
  return previewOfOutcome(outcome);
}

async function loadVariation(deps: AppDeps, productId: number, id: number | null) {
  if (id === null) return null;
  const V = monitoringVariations;
  const [row] = await deps.db
    .select()
    .from(V)
    .where(and(eq(V.id, id), eq(V.monitoringProductId, productId)))
    .limit(1);
  if (!row) throw fieldError('variation_id', 'The selected variation is invalid.');
  return variationRef(row);
}

/** robots.txt as the engine reads it: the outcome that stops here, or null to go on with the page. */
async function robotsRefusal(deps: AppDeps, url: string, allow: AllowList): Promise<FetchOutcome | null> {
  const none = { fetcher: 'http' as const, httpStatus: null, finalUrl: null, bytes: null };
  const timeoutMs = deps.config.monitoring.fetchTimeoutMs;
  let robots;
  try {
    robots = await loadRobots(deps.db, { domain: registrableDomain(url), pageUrl: url, allow, timeoutMs, now: deps.now() });
  } catch (error) {
    if (!(error instanceof MonitoringFetchError)) throw error;
    return refusedOutcome(error);
  }
  if (robots.kind === 'unavailable')
    return {
      ...none,
      kind: 'failed',
      code: robots.code,
      error: `robots.txt cannot be read now (${robots.error}), so the page is not fetched.`,
      pageStatus: 'fetch_failed',
    };
  if (!robots.verdict.allowed)
    return { ...none, kind: 'failed', code: 'robots_disallowed', error: 'robots.txt asks monitors not to fetch this URL.', pageStatus: 'robots_disallowed' };
  const delay = robots.kind === 'fetched' ? Math.min(robots.verdict.crawlDelayMs ?? 0, MAX_CRAWL_WAIT_MS) : 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  return null;
}
