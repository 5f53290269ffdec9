import type { Db } from '../../db/client';
import { sha256 } from '../../lib/crypto';
import type { ResolvedToken } from './resolve-token';
import { resolveToken } from './resolve-token';

/**
 * A short in-process memory of resolved bearer tokens, so a read request skips the token query
 * (decision 0013). The rules that keep it safe:
 * - only reads (GET, HEAD) use it; a write always resolves the token afresh, so a revoked token
 *   can never change anything;
 * - an entry lives `ttlMs` (5 s by default), so a revocation or a user change made by another
 *   process reaches reads within seconds;
 * - a write request forgets its user's entries when it ends (auth middleware), and a change to
 *   other users' rows (a workspace deleted clears their default) forgets everything, so this
 *   process never serves a read older than its own last write;
 * - a token past its expiry is never served, and the memory is bounded (oldest first out).
 */
type Entry = { value: ResolvedToken; until: number };

const MAX_ENTRIES = 10_000;
const caches = new WeakMap<Db, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** resolveToken through the memory when `reuse` (a read) and `ttlMs` > 0; always refreshes it. */
export async function resolveTokenCached(db: Db, token: string, now: Date, opts: { ttlMs: number; reuse: boolean }): Promise<ResolvedToken | null> {
  if (opts.ttlMs <= 0) return resolveToken(db, token, now);
  const cache = cacheOf(db);
  const key = sha256(token);
  const hit = cache.get(key);
  const t = now.getTime();
  if (opts.reuse && hit && hit.until > t && !(hit.value.expiresAt && hit.value.expiresAt <= now)) return hit.value;
  cache.delete(key);
  const value = await resolveToken(db, token, now);
  if (value) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, until: t + opts.ttlMs });
  }
  return value;
}

/** Forgets every remembered token of `userId` (after their write request). */
export function forgetUserTokens(db: Db, userId: number): void {
  const cache = caches.get(db);
  if (!cache) return;
  for (const [key, entry] of cache) if (entry.value.user.id === userId) cache.delete(key);
}

/** Forgets every remembered token (after a change to other users' rows). */
export function forgetAllTokens(db: Db): void {
  caches.get(db)?.clear();
}
