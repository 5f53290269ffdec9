import type { AppDeps } from '../../app-env';
import { notifyDegraded } from '../alerts/notify-degraded';
import type { FetchOutcome } from '../fetch/fetch-outcome';
import { fetchPage } from '../fetch/fetch-page';
import { refusedOutcome } from '../fetch/refused-outcome';
import { variationRef } from '../fetch/variation-ref';
import type { AllowList } from '../net/allow-list';
import { MonitoringFetchError } from '../net/fetch-error';
import { loadRobots } from '../politeness/load-robots';
import type { ClaimedRequest } from './claim-next-request';
import { releaseDomain } from './claim-next-request';
import { closeRequest, requeueRequest, settlePage, type PageResult, type RequestFacts } from './finish-request';
import { crawlDelayOf, loadWork, type Work } from './load-work';
import { learnPage } from './learn-page';
import { nextCheckAt } from './next-check-at';
import { publishMonitoringUpdate } from './publish-update';
import { recordContent } from './record-content';
import { blockedBackoffMs, retryDelayMs } from './retry-delay';
import { updateScrapingProgress } from './update-scraping-progress';

export type RunContext = { workerId: string; allow: AllowList; log: (message: string) => void };

/**
 * Runs one claimed request to its end — or back to the queue — and always gives the domain back:
 * robots.txt first (fetching it is this turn's request to the domain, so the page waits for the
 * next turn), then the page, then what it means for the request, the page, the series and the
 * people watching. The domain's next turn is the crawl delay after this one ended (longer after
 * a 429's Retry-After).
 */
export async function runRequest(deps: AppDeps, ctx: RunContext, claimed: ClaimedRequest): Promise<string> {
  const { db } = deps;
  const config = deps.config.monitoring;
  const t0 = Date.now();
  let domainWaitMs: number | null = null;
  let status = 'failed';
  const work = await loadWork(db, claimed.id);
  try {
    if (!work) return (status = 'gone');
    const { page, product } = work;
    if (page.status === 'paused' || product.status !== 'active') {
      domainWaitMs = 0;
      await closeRequest(db, claimed.id, 'cancelled', { error: 'The page or product was paused.' }, deps.now());
      return (status = 'cancelled');
    }
    const robots = await loadRobots(db, {
      domain: claimed.domain,
      pageUrl: page.url,
      allow: ctx.allow,
      timeoutMs: config.fetchTimeoutMs,
      now: deps.now(),
    }).catch((error: unknown) => {
      if (error instanceof MonitoringFetchError) return { kind: 'refused' as const, error };
      throw error;
    });
    let outcome: FetchOutcome | null = null;
    if (robots.kind === 'refused') outcome = refusedOutcome(robots.error);
    else if (robots.kind === 'unavailable')
      outcome = { kind: 'retry', fetcher: 'http', httpStatus: null, finalUrl: null, bytes: null, code: robots.code, error: robots.error, retryAfterMs: null };
    else if (!robots.verdict.allowed) {
      domainWaitMs = robots.kind === 'cached' ? 0 : null;
      status = 'skipped_robots';
      await closeRequest(
        db,
        claimed.id,
        'skipped_robots',
        { errorCode: 'robots_disallowed', error: 'robots.txt disallows this URL for CollabMonitor.', durationMs: Date.now() - t0 },
        deps.now(),
      );
      await settlePage(
        db,
        page.id,
        { kind: 'failure', status: 'robots_disallowed', detail: 'robots.txt asks monitors not to fetch this URL.', fetcher: null },
        nextCheck(work, deps.now()),
        deps.now(),
      );
      return status;
    } else if (robots.kind === 'fetched') {
      // That was this turn's request to the domain: the page goes next turn (attempt given back).
      const delay = robots.verdict.crawlDelayMs ?? config.defaultCrawlDelayMs;
      await requeueRequest(db, claimed.id, new Date(deps.now().getTime() + delay), {}, deps.now(), true);
      return (status = 'queued');
    }
    const input = {
      url: page.url,
      fetchMode: page.fetchMode,
      settings: page.settings,
      allow: ctx.allow,
      config,
      now: deps.now,
      variation: work.variation ? variationRef(work.variation) : null,
    };
    outcome ??= await fetchPage(input);
    // First check (or "Learn ignored parts"): a second load teaches what changes on its own.
    if (outcome.kind === 'content' && !page.settings.learnedAt && config.learnDelayMs > 0)
      work.page.settings = await learnPage(deps, work, claimed.domain, outcome, input);
    status = await settle(deps, ctx, work, claimed, outcome, t0, (ms) => {
      domainWaitMs = ms;
    });
    return status;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    ctx.log(`request ${claimed.id} failed: ${message}`);
    await closeRequest(db, claimed.id, 'failed', { errorCode: 'internal', error: message, durationMs: Date.now() - t0 }, deps.now()).catch(() => undefined);
    return (status = 'failed');
  } finally {
    const delay = domainWaitMs ?? (await crawlDelayOf(db, claimed.domain, config.defaultCrawlDelayMs).catch(() => config.defaultCrawlDelayMs));
    await releaseDomain(db, claimed.domain, ctx.workerId, new Date(deps.now().getTime() + delay)).catch((e: unknown) =>
      ctx.log(`release ${claimed.domain}: ${String(e)}`),
    );
    if (work && status !== 'gone') {
      if (status !== 'queued') await updateScrapingProgress(db, work.page.id, deps.now()).catch((e: unknown) => ctx.log(`progress: ${String(e)}`));
      await publishMonitoringUpdate(deps, work.product.companyId, {
        monitoring_product_id: work.product.id,
        page_id: work.page.id,
        request_id: claimed.id,
        status,
      }).catch(() => undefined);
    }
  }
}

const nextCheck = (work: Work, now: Date) => nextCheckAt(work.product.scheduleCron, work.product.scheduleTz, now);

/** Applies an outcome: the request's final status (or its next attempt) and the page's state. */
async function settle(
  deps: AppDeps,
  ctx: RunContext,
  work: Work,
  claimed: ClaimedRequest,
  outcome: FetchOutcome,
  t0: number,
  waitDomain: (ms: number) => void,
): Promise<string> {
  const { db } = deps;
  const config = deps.config.monitoring;
  const facts: RequestFacts = {
    fetcher: outcome.fetcher,
    httpStatus: outcome.httpStatus,
    finalUrl: outcome.finalUrl,
    bytes: outcome.bytes,
    durationMs: Date.now() - t0,
  };
  const now = deps.now();
  if (outcome.kind === 'retry') {
    facts.errorCode = outcome.code;
    facts.error = outcome.error;
    if (claimed.attempts < config.maxAttempts) {
      const delay = retryDelayMs(claimed.attempts, config.retryBaseMs, outcome.retryAfterMs);
      // The retailer asked the whole domain to wait: nothing else goes there sooner either.
      if (outcome.retryAfterMs !== null) waitDomain(Math.max(outcome.retryAfterMs, await crawlDelayOf(db, claimed.domain, config.defaultCrawlDelayMs)));
      await requeueRequest(db, claimed.id, new Date(now.getTime() + delay), facts, now);
      ctx.log(`request ${claimed.id} attempt ${claimed.attempts} ${outcome.code}; again in ${delay} ms`);
      return 'queued';
    }
    await closeRequest(db, claimed.id, 'failed', facts, now);
    await settlePage(
      db,
      work.page.id,
      { kind: 'failure', status: 'fetch_failed', detail: `${outcome.error} (after ${claimed.attempts} attempts)`, fetcher: outcome.fetcher },
      nextCheck(work, now),
      now,
    );
    return 'failed';
  }
  let result: PageResult;
  let status: 'succeeded' | 'unchanged' | 'failed' | 'blocked';
  if (outcome.kind === 'content') {
    const recorded = await recordContent(deps, work, outcome, now);
    Object.assign(facts, { versionId: recorded.versionId, priceId: recorded.priceId });
    status = recorded.requestStatus;
    result = { kind: 'success', status: recorded.pageStatus, detail: recorded.statusDetail, fetcher: outcome.fetcher };
  } else if (outcome.kind === 'blocked') {
    Object.assign(facts, { errorCode: 'blocked', error: outcome.detail });
    status = 'blocked';
    result = { kind: 'blocked', detail: outcome.detail, fetcher: outcome.fetcher };
  } else if (outcome.kind === 'not_found') {
    Object.assign(facts, { errorCode: 'not_found', error: `HTTP ${outcome.httpStatus}: the page is gone.` });
    status = 'failed';
    result = { kind: 'failure', status: 'not_found', detail: `The retailer answered ${outcome.httpStatus}.`, fetcher: outcome.fetcher };
  } else {
    Object.assign(facts, { errorCode: outcome.code, error: outcome.error });
    status = 'failed';
    result = { kind: 'failure', status: outcome.pageStatus, detail: outcome.error, fetcher: outcome.fetcher };
  }
  // Stamped when it is closed, not when the answer came: the save above can be slow, and a check
  // that still reads as running must not carry a finish time from before (issue 35).
  await closeRequest(db, claimed.id, status, { ...facts, durationMs: Date.now() - t0 }, deps.now());
  const backoff = outcome.kind === 'blocked' ? blockedBackoffMs(work.page.consecutiveBlocks + 1) : 0;
  const blocks = await settlePage(db, work.page.id, result, nextCheck(work, new Date(now.getTime() + backoff)), now);
  if (outcome.kind === 'blocked') await notifyDegraded(deps, { id: work.page.id, url: work.page.url, consecutiveBlocks: blocks }, work.product, work.retailer);
  return status;
}
