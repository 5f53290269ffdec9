import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringDomains } from '../../db/schema';
import type { AllowList } from '../net/allow-list';
import { fetchWithGuard } from '../net/fetch-with-guard';
import { MonitoringFetchError } from '../net/fetch-error';
import { ROBOTS_TTL_MS, robotsVerdict, type RobotsVerdict } from './robots-policy';

export type RobotsAnswer =
  /** From the stored copy (fresh): go on with the page. */
  | { kind: 'cached'; verdict: RobotsVerdict }
  /** Just fetched: that was this turn's request to the domain; the page waits for the next turn. */
  | { kind: 'fetched'; verdict: RobotsVerdict; status: number }
  /** 5xx or no answer: robots.txt cannot be read now, so nothing is fetched; try again later. */
  | { kind: 'unavailable'; error: string; code: string };

/**
 * robots.txt of the page's origin, stored per registrable domain for 24 hours
 * (`monitoring_domains.robots_txt`). A 4xx answer means there are no rules (allow all, as
 * Google's crawlers do); a 5xx or a network failure means "not now". The fetch goes through the
 * same SSRF guard as every other request.
 */
export async function loadRobots(db: Db, opts: { domain: string; pageUrl: string; allow: AllowList; timeoutMs: number; now: Date }): Promise<RobotsAnswer> {
  const [row] = await db.select().from(monitoringDomains).where(eq(monitoringDomains.domain, opts.domain)).limit(1);
  if (row?.robotsFetchedAt && row.robotsTxt !== null && opts.now.getTime() - row.robotsFetchedAt.getTime() < ROBOTS_TTL_MS) {
    return { kind: 'cached', verdict: robotsVerdict(row.robotsTxt, opts.pageUrl) };
  }
  const robotsUrl = new URL('/robots.txt', opts.pageUrl).href;
  let text: string;
  let status: number;
  try {
    const response = await fetchWithGuard(robotsUrl, { allow: opts.allow, timeoutMs: opts.timeoutMs, maxBytes: 512 * 1024 });
    status = response.status;
    if (status >= 500) return { kind: 'unavailable', code: 'robots_unavailable', error: `robots.txt answered ${status}` };
    text = status >= 200 && status < 300 ? response.text() : '';
  } catch (error) {
    if (error instanceof MonitoringFetchError && (error.code === 'forbidden_target' || error.code === 'invalid_url')) throw error;
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'unavailable', code: error instanceof MonitoringFetchError ? error.code : 'network', error: `robots.txt: ${message}` };
  }
  const verdict = robotsVerdict(text, opts.pageUrl);
  await db
    .insert(monitoringDomains)
    .values({ domain: opts.domain, robotsTxt: text, robotsFetchedAt: opts.now, crawlDelayMs: verdict.crawlDelayMs })
    .onConflictDoUpdate({ target: monitoringDomains.domain, set: { robotsTxt: text, robotsFetchedAt: opts.now, crawlDelayMs: verdict.crawlDelayMs } });
  return { kind: 'fetched', verdict, status };
}
