/**
 * The country of a browser's IP address (spec §7 "a third-party country lookup by IP address"):
 * `GET ${IP_COUNTRY_LOOKUP_URL}/<ip>` (or `/s` without an address), read by the spec §5
 * rule (`1;XX;…`). Any failure, time-out or unknown code is `null`, quietly (spec §8: the phone
 * input falls back to the preferred or first country). Answers are kept per IP for 10 minutes.
 */
import { serverEnv } from '@/lib/env';
import { findCountry } from '@/lib/phone/countries';
import { parseIpCountryReply } from '@/lib/phone/ip-country-reply';

export const COUNTRY_CACHE_MS = 10 * 60_000;
/** A failed lookup is retried sooner than a good answer expires, but not on every page view. */
export const COUNTRY_FAILURE_CACHE_MS = 60_000;
const MAX_CACHED = 5000;
/** The reply is one short line; a longer body is not ip2c's. */
const MAX_REPLY_CHARS = 200;

type Entry = { country: string | null; expires: number };
const cache = new Map<string, Entry>();
const pending = new Map<string, Promise<string | null>>();

export type LookupOptions = {
  url?: string;
  timeoutMs?: number;
  now?: () => number;
};

function remember(key: string, country: string | null, now: number) {
  if (cache.size >= MAX_CACHED && !cache.has(key)) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, { country, expires: now + (country ? COUNTRY_CACHE_MS : COUNTRY_FAILURE_CACHE_MS) });
}

async function ask(url: string, timeoutMs: number): Promise<string | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), cache: 'no-store', headers: { accept: 'text/plain' } });
    if (!response.ok) {
      await response.body?.cancel();
      console.warn(`[geo] country lookup answered ${response.status}`);
      return null;
    }
    const reply = (await response.text()).slice(0, MAX_REPLY_CHARS);
    return findCountry(parseIpCountryReply(reply))?.iso2 ?? null;
  } catch (error) {
    // Unreachable or slow: an operational event with a fallback, not an error of ours.
    console.warn(`[geo] country lookup failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    return null;
  }
}

/** The ISO2 country of `ip` (null: ask about the server's own address), or null when unknown. */
export async function lookupCountry(ip: string | null, options: LookupOptions = {}): Promise<string | null> {
  const now = options.now ?? Date.now;
  const key = ip ?? '';
  const hit = cache.get(key);
  if (hit && hit.expires > now()) return hit.country;
  const running = pending.get(key);
  if (running) return running;

  const env = options.url === undefined || options.timeoutMs === undefined ? serverEnv() : null;
  const base = (options.url ?? env?.ipCountryLookupUrl ?? '').replace(/\/+$/, '');
  // `ip` passed isIP(): digits, dots, hex and colons only.
  // ip2c.org: `/<ip>` for an address, `/s` for the address the request comes from.
  const url = ip ? `${base}/${ip}` : `${base}/s`;
  const request = ask(url, options.timeoutMs ?? env?.ipCountryLookupTimeoutMs ?? 1500)
    .then((country) => {
      remember(key, country, now());
      return country;
    })
    .finally(() => pending.delete(key));
  pending.set(key, request);
  return request;
}

/** Forget every cached answer (tests). */
export function clearCountryCache(): void {
  cache.clear();
  pending.clear();
}
