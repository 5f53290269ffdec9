/**
 * Unsealing the session cookie, remembered per cookie value. iron-session's unseal (PBKDF2 key +
 * AES + HMAC) costs ~1.1 ms of CPU, and one page view reads the session for every upstream call it
 * makes (docs/performance.md: a thin BFF). A sealed value always unseals to the same data, so the answer is
 * kept for a minute; a changed session is a new cookie value, and signing out revokes the token in
 * the upstream, which is what refuses a stolen old cookie. The seal's own lifetime is still
 * checked at least once a minute.
 */
import { unsealData } from 'iron-session';
import { serverEnv } from '@/lib/env';
import { cleanSession } from './session-data';
import type { SessionData } from './session-data';
import { SESSION_TTL_SECONDS } from './session-options';

const KEEP_MS = 60_000;
const MAX_ENTRIES = 1000;
const cache = new Map<string, { data: SessionData; until: number }>();

/** The session sealed in `sealed`; `{}` when expired, tampered or unreadable. */
export async function unsealSession(sealed: string, now = Date.now()): Promise<SessionData> {
  const hit = cache.get(sealed);
  if (hit && hit.until > now) return { ...hit.data };
  let data: SessionData;
  try {
    data = cleanSession(await unsealData<unknown>(sealed, { password: serverEnv().sessionSecret, ttl: SESSION_TTL_SECONDS }));
  } catch {
    // A malformed cookie is just "signed out"; it is replaced or cleared on the next write.
    data = {};
  }
  cache.delete(sealed);
  // The oldest entry goes first (a Map iterates in insertion order).
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(sealed, { data, until: now + KEEP_MS });
  return { ...data };
}
