import { Agent, request } from 'undici';
import { EMPTY_ALLOW_LIST } from './allow-list';
import type { AllowList } from './allow-list';
import { assertAllowedUrl } from './assert-allowed-url';
import { decodeText } from './decode-text';
import { MonitoringFetchError } from './fetch-error';
import { guardedLookup } from './guarded-lookup';
import { readBody } from './read-body';
import { resolveHost } from './resolve-host';
import type { ResolveHost } from './resolve-host';

/** Names the product so shop owners can recognise (and write to) the monitor in their logs. */
export const MONITOR_USER_AGENT = 'CollabMonitor/1.0 (+product price monitoring; respects robots.txt)';

export type GuardedFetchOptions = {
  allow?: AllowList;
  method?: 'GET' | 'HEAD';
  headers?: Record<string, string>;
  maxRedirects?: number;
  /** For the whole request, redirects and body included. */
  timeoutMs?: number;
  maxBytes?: number;
  userAgent?: string;
  resolve?: ResolveHost;
  signal?: AbortSignal;
};

export type GuardedResponse = {
  status: number;
  /** The URL that answered, after redirects. */
  url: string;
  redirects: string[];
  headers: Record<string, string>;
  body: Buffer;
  text: () => string;
};

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
/** Credentials a caller set for one origin are not sent to another after a redirect. */
const ORIGIN_BOUND = ['authorization', 'cookie', 'proxy-authorization'];

/**
 * GET (or HEAD) one URL for monitoring: every hop passes `assertAllowedUrl` and connects through a
 * guarded lookup (undici's `request` never follows redirects; they are followed here, so none is
 * taken unchecked); one deadline covers all hops and the body; the body is capped after
 * decompression. Any status is returned — 403, 429 and 503 are the caller's to interpret.
 * `request-filtering-agent` is not used: it is an `http.Agent`, and undici (global fetch) takes a
 * Dispatcher, so the same two checks are done here with an undici Agent's `connect.lookup`.
 */
export async function fetchWithGuard(input: string, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const allow = options.allow ?? EMPTY_ALLOW_LIST;
  const resolve = options.resolve ?? resolveHost;
  const maxRedirects = options.maxRedirects ?? 5;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const deadline = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    deadline.abort();
  }, options.timeoutMs ?? 20_000);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline.signal]) : deadline.signal;
  let headers: Record<string, string> = {
    'user-agent': options.userAgent ?? MONITOR_USER_AGENT,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
    'accept-encoding': 'gzip, deflate, br',
    ...lowerKeys(options.headers ?? {}),
  };
  const redirects: string[] = [];
  let current = input;
  try {
    for (;;) {
      const target = await assertAllowedUrl(current, allow, resolve);
      const agent = new Agent({ connect: { lookup: guardedLookup(allow, target.port, target.hostAllowed, resolve) } });
      try {
        const response = await request(target.url, { method: options.method ?? 'GET', headers, dispatcher: agent, signal });
        const flat = flatten(response.headers);
        const location = flat.location;
        if (REDIRECTS.has(response.statusCode) && location) {
          await response.body.dump({ limit: 64 * 1024 }).catch(() => undefined);
          if (redirects.length >= maxRedirects) throw new MonitoringFetchError('too_many_redirects', `More than ${maxRedirects} redirects`);
          const next = new URL(location, target.url);
          if (next.origin !== target.url.origin) headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !ORIGIN_BOUND.includes(k)));
          redirects.push(next.href);
          current = next.href;
          continue;
        }
        const length = Number(flat['content-length']);
        if (Number.isFinite(length) && length > maxBytes && !flat['content-encoding']) {
          response.body.on('error', () => undefined).destroy();
          throw new MonitoringFetchError('too_large', `Body of ${length} bytes is larger than ${maxBytes}`);
        }
        const body = await readBody(response.body, flat['content-encoding'], maxBytes);
        return { status: response.statusCode, url: target.url.href, redirects, headers: flat, body, text: () => decodeText(body, flat['content-type']) };
      } finally {
        await agent.destroy().catch(() => undefined);
      }
    }
  } catch (error) {
    if (error instanceof MonitoringFetchError) throw error;
    const cause = error as { cause?: unknown };
    if (cause.cause instanceof MonitoringFetchError) throw cause.cause;
    if (timedOut) throw new MonitoringFetchError('timeout', `No complete answer within ${options.timeoutMs ?? 20_000} ms`, { cause: error });
    const message = (error as { message?: unknown }).message;
    throw new MonitoringFetchError('network', typeof message === 'string' ? message : 'Request failed', { cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function flatten(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(headers)) {
    if (value !== undefined) out[key.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return out;
}
