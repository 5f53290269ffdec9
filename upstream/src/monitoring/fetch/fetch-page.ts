import type { MonitoringConfig } from '../../env';
import { extractProduct } from '../extract/extract-product';
import type { ExtractionSettings, VariationRef } from '../extract/types';
import type { AllowList } from '../net/allow-list';
import { MonitoringFetchError } from '../net/fetch-error';
import { fetchWithGuard, type GuardedResponse } from '../net/fetch-with-guard';
import { challengeMarker, classifyResponse } from './classify-response';
import type { Fetcher, FetchOutcome } from './fetch-outcome';
import { parsePrice } from '../money/parse-price';
import { fetchWithBrowser, PageStepError } from './fetch-with-browser';
import { BrowserUnavailableError, sharedBrowser } from './shared-browser';

export type FetchPageInput = {
  url: string;
  fetchMode: 'auto' | 'http' | 'browser';
  settings: ExtractionSettings;
  variation: VariationRef | null;
  allow: AllowList;
  config: Pick<MonitoringConfig, 'browser' | 'fetchTimeoutMs'> & Partial<Pick<MonitoringConfig, 'priceWaitMs'>>;
  now: () => Date;
};

type Answer = {
  fetcher: Fetcher;
  status: number;
  url: string;
  headers: Record<string, string>;
  html: string;
  bytes: number;
  screenshot: Buffer | null;
  raw?: GuardedResponse;
};

/**
 * One attempt at a page: plain HTTP first (through the SSRF guard), Chromium when the page asks
 * for it (`browser`) or when `auto` found no price over HTTP. The answer is classified before it is
 * read: 401/403 and challenge pages are `blocked`, 404/410 `not_found`, 429 and 5xx `retry`.
 */
export async function fetchPage(input: FetchPageInput): Promise<FetchOutcome> {
  const extract = (html: string, url: string) => extractProduct(html, { url, settings: input.settings, variation: input.variation });
  let first: Answer;
  // Steps (a cookie banner, a size button) only happen in a browser: such a page starts there.
  const browserFirst = input.fetchMode === 'browser' || (input.fetchMode === 'auto' && (input.settings.steps?.length ?? 0) > 0);
  try {
    first = browserFirst ? await viaBrowser(input, input.url) : await viaHttp(input);
  } catch (error) {
    return failure(browserFirst ? 'browser' : 'http', error);
  }
  const judged = judge(first, input.now());
  if (judged) return judged;
  let result = await extract(first.html, first.url);
  let answer = first;
  let note: string | null = null;
  let browserMissing: string | null = null;
  if (input.fetchMode === 'auto' && result.status === 'no_price') {
    // The price may be drawn by a script: render the document HTTP got (its scripts may still
    // fetch what they need, through the guard).
    try {
      const rendered = await viaBrowser(input, first.url, first.raw);
      const renderedJudged = judge(rendered, input.now());
      if (renderedJudged) return renderedJudged;
      answer = rendered;
      result = await extract(rendered.html, rendered.url);
    } catch (error) {
      if (error instanceof PageStepError) return failure('browser', error);
      if (error instanceof BrowserUnavailableError) browserMissing = error.message;
      else note = `Browser fallback failed: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  // A 2xx that is a bot wall (and holds no price) is a block, not a product page without a price.
  const marker = result.price ? null : challengeMarker(answer.html, answer.headers);
  const seen = { fetcher: answer.fetcher, httpStatus: answer.status, finalUrl: answer.url, bytes: answer.bytes };
  if (marker) return { ...seen, kind: 'blocked', detail: `Challenge page (${marker})` };
  return { ...seen, kind: 'content', html: answer.html, screenshot: answer.screenshot, extract: result, note, browserMissing };
}

async function viaHttp(input: FetchPageInput): Promise<Answer> {
  const response = await fetchWithGuard(input.url, { allow: input.allow, timeoutMs: input.config.fetchTimeoutMs });
  return {
    fetcher: 'http',
    status: response.status,
    url: response.url,
    headers: response.headers,
    html: response.text(),
    bytes: response.body.length,
    screenshot: null,
    raw: response,
  };
}

async function viaBrowser(input: FetchPageInput, url: string, document?: GuardedResponse): Promise<Answer> {
  const browser = await sharedBrowser(input.config.browser);
  const { settings } = input;
  const page = await fetchWithBrowser(browser, url, {
    allow: input.allow,
    timeoutMs: input.config.fetchTimeoutMs,
    waitSelector: settings.priceSelector,
    steps: settings.steps,
    priceWaitMs: input.config.priceWaitMs,
    // Ready when the selected text has a number in it (a price, even one the locale must decide —
    // the extraction says which), or, without a selector, when the extraction finds a price.
    priceReady: settings.priceSelector
      ? (text) => {
          const parsed = parsePrice(text, { currency: settings.currency, locale: settings.locale });
          return parsed.ok || parsed.reason !== 'no_number';
        }
      : async (html) => (await extractProduct(html, { url, settings, variation: input.variation })).status !== 'no_price',
    document,
  });
  return { fetcher: 'browser', ...page };
}

function judge(answer: Answer, now: Date): FetchOutcome | null {
  const seen = { fetcher: answer.fetcher, httpStatus: answer.status, finalUrl: answer.url, bytes: answer.bytes };
  const verdict = classifyResponse(answer.status, answer.headers, answer.html, now);
  switch (verdict.kind) {
    case 'ok':
      return null;
    case 'blocked':
      return { ...seen, kind: 'blocked', detail: verdict.detail };
    case 'not_found':
      return { ...seen, kind: 'not_found' };
    case 'rate_limited':
      return {
        ...seen,
        kind: 'retry',
        code: 'rate_limited',
        error: `HTTP 429${verdict.retryAfterMs !== null ? `, Retry-After ${Math.ceil(verdict.retryAfterMs / 1000)} s` : ''}`,
        retryAfterMs: verdict.retryAfterMs,
      };
    case 'server_error':
      return { ...seen, kind: 'retry', code: 'server_error', error: `HTTP ${answer.status}`, retryAfterMs: null };
    case 'http_error':
      return { ...seen, kind: 'failed', code: 'http_error', error: `HTTP ${answer.status}`, pageStatus: 'fetch_failed' };
  }
}

function failure(fetcher: Fetcher, error: unknown): FetchOutcome {
  const seen = { fetcher, httpStatus: null, finalUrl: null, bytes: null };
  const message = error instanceof Error ? error.message : String(error);
  // The page's own steps did not work: the person fixes the step (no retry would help).
  if (error instanceof PageStepError) return { ...seen, kind: 'failed', code: error.code, error: message, pageStatus: 'extraction_failed' };
  if (error instanceof BrowserUnavailableError)
    return { ...seen, kind: 'failed', code: 'browser_unavailable', error: message, pageStatus: 'browser_unavailable' };
  if (error instanceof MonitoringFetchError) {
    if (error.code === 'forbidden_target') return { ...seen, kind: 'failed', code: error.code, error: message, pageStatus: 'forbidden_target' };
    if (error.code === 'invalid_url' || error.code === 'too_large' || error.code === 'too_many_redirects')
      return { ...seen, kind: 'failed', code: error.code, error: message, pageStatus: 'fetch_failed' };
    return { ...seen, kind: 'retry', code: error.code, error: message, retryAfterMs: null };
  }
  return { ...seen, kind: 'retry', code: 'network', error: message, retryAfterMs: null };
}
