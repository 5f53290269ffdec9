import robotsParser from 'robots-parser';
import { MONITOR_USER_AGENT } from '../net/fetch-with-guard';

/** How long a fetched robots.txt is trusted before it is fetched again. */
export const ROBOTS_TTL_MS = 24 * 60 * 60 * 1000;
/** The product token robots.txt groups are matched against (`User-agent: CollabMonitor`). */
export const ROBOTS_AGENT = MONITOR_USER_AGENT.split('/')[0];

export type RobotsVerdict = { allowed: boolean; crawlDelayMs: number | null };

/**
 * Reads a stored robots.txt for one URL. An empty text (no file, or a 4xx answer) allows
 * everything. A Crawl-delay is seconds; absurd values are capped at a minute so one line cannot
 * stop monitoring a retailer for hours.
 */
export function robotsVerdict(robotsTxt: string, url: string): RobotsVerdict {
  if (!robotsTxt.trim()) return { allowed: true, crawlDelayMs: null };
  const origin = new URL(url).origin;
  const robots = robotsParser(`${origin}/robots.txt`, robotsTxt);
  const allowed = robots.isAllowed(url, ROBOTS_AGENT) ?? true;
  const delay = robots.getCrawlDelay(ROBOTS_AGENT);
  const crawlDelayMs = typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? Math.min(Math.round(delay * 1000), 60_000) : null;
  return { allowed, crawlDelayMs };
}
