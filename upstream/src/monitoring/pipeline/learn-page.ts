import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { monitoringPages } from '../../db/schema';
import type { FetchOutcome } from '../fetch/fetch-outcome';
import { fetchPage, type FetchPageInput } from '../fetch/fetch-page';
import { learnIgnores } from '../snapshot/learn-ignores';
import { normalizeSnapshot } from '../snapshot/normalize';
import { crawlDelayOf } from './load-work';
import type { Work } from './load-work';

type Content = Extract<FetchOutcome, { kind: 'content' }>;

/**
 * Learns a page's dynamic parts (issue 35): on its first check, or after "Learn ignored parts",
 * it is fetched a second time (`learnDelayMs` later, never sooner than the domain's crawl delay:
 * the domain is still this worker's) and the lines that differ while the price and availability
 * did not are stored as `learnedIgnores` with `learnedAt`. When the price or availability moved
 * in between, or the second load failed, nothing is learned and the next check tries again.
 * Returns the settings the check records with (the page row is updated too).
 */
export async function learnPage(deps: AppDeps, work: Work, domain: string, first: Content, input: FetchPageInput): Promise<Work['page']['settings']> {
  const { settings } = work.page;
  const config = deps.config.monitoring;
  const wait = Math.max(config.learnDelayMs, await crawlDelayOf(deps.db, domain, config.defaultCrawlDelayMs));
  await new Promise((resolve) => setTimeout(resolve, wait));
  const second = await fetchPage(input).catch(() => null);
  if (second?.kind !== 'content') return settings;
  const same = (a: Content, b: Content) =>
    a.extract.price?.amountMinor === b.extract.price?.amountMinor &&
    a.extract.price?.currency === b.extract.price?.currency &&
    a.extract.availability.value === b.extract.availability.value;
  if (!same(first, second)) return settings;
  const options = { ignoreSelectors: settings.ignoreSelectors, ignorePatterns: settings.ignorePatterns };
  const [a, b] = await Promise.all([normalizeSnapshot(first.html, options), normalizeSnapshot(second.html, options)]);
  const learned = learnIgnores(a.text, b.text, first.extract.price ? [first.extract.price.raw] : []);
  const { learnedIgnores: _old, ...rest } = settings;
  const fresh = { ...(learned.length ? { learnedIgnores: learned } : {}), learnedAt: deps.now().toISOString() };
  // Merged into the stored settings (a person may have edited others meanwhile).
  await deps.db
    .update(monitoringPages)
    .set({ settings: sql`(${monitoringPages.settings} - 'learnedIgnores') || ${JSON.stringify(fresh)}::jsonb` })
    .where(eq(monitoringPages.id, work.page.id));
  return { ...rest, ...fresh };
}
