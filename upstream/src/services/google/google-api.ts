import { z } from 'zod';
import { GOOGLE_TIMEOUT_MS, type GoogleCredentials } from './google-oauth';

/**
 * The calls the upstream makes to Google (token refresh and revoke, Calendar events, free/busy),
 * each bounded by GOOGLE_TIMEOUT_MS. Every URL comes from configuration, so tests point them at
 * the local stub (src/test/google-stub.ts). Errors are sorted for the caller:
 * - GoogleUnreachable: network, timeout, 5xx or 429: worth retrying later;
 * - GoogleGrantRevoked: the refresh token is no longer valid: the user must connect again;
 * - GoogleApiError: any other answer (its status: 401 means the access token was refused).
 */

export class GoogleUnreachable extends Error {
  constructor(detail: string) {
    super(`Google could not be reached (${detail}).`);
  }
}
export class GoogleGrantRevoked extends Error {
  constructor(readonly reason: string) {
    super(`Google refused the connection: ${reason}.`);
  }
}
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(`Google answered ${status}: ${message}`);
  }
}

async function call(url: string, init: RequestInit): Promise<Response> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS) });
  } catch (error) {
    throw new GoogleUnreachable(error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'network error');
  }
  if (res.status >= 500 || res.status === 429) {
    await res.body?.cancel();
    throw new GoogleUnreachable(`status ${res.status}`);
  }
  return res;
}

const errorMessage = z.object({ error: z.object({ message: z.string() }) });
async function failure(res: Response): Promise<GoogleApiError> {
  const body: unknown = await res.json().catch(() => null);
  const parsed = errorMessage.safeParse(body);
  return new GoogleApiError(res.status, parsed.success ? parsed.data.error.message.slice(0, 300) : res.statusText || 'error');
}

const refreshAnswer = z.object({ access_token: z.string().min(1), expires_in: z.number().optional(), scope: z.string().optional() });
export type RefreshedToken = z.infer<typeof refreshAnswer>;

/** A new access token from the refresh token; `invalid_grant` (revoked, expired) is GoogleGrantRevoked. */
export async function refreshAccessToken(credentials: GoogleCredentials, refreshToken: string): Promise<RefreshedToken> {
  const res = await call(credentials.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    }).toString(),
  });
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 400 || res.status === 401) {
    const reason = z.object({ error: z.string() }).safeParse(body);
    throw new GoogleGrantRevoked(reason.success && reason.data.error === 'invalid_grant' ? 'access was revoked or has expired' : 'the grant was refused');
  }
  const parsed = refreshAnswer.safeParse(body);
  if (!res.ok || !parsed.success) throw new GoogleUnreachable(`unexpected token answer ${res.status}`);
  return parsed.data;
}

/** Revokes the grant at Google. True when Google confirmed it (or already had no such grant). */
export async function revokeToken(credentials: GoogleCredentials, token: string): Promise<boolean> {
  try {
    const res = await call(credentials.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    await res.body?.cancel();
    // 400 invalid_token: the grant is already gone, which is what disconnecting wants.
    return res.ok || res.status === 400;
  } catch {
    return false;
  }
}

/** The event fields we own; Google keeps whatever else the user set (patch semantics). */
export type GoogleEvent = {
  /** Only on insert: our deterministic id (see googleEventId). */
  id?: string;
  summary: string;
  description: string;
  location?: string | null;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  attendees?: { email: string }[];
  source?: { title: string; url: string };
};

const eventsUrl = (credentials: GoogleCredentials, calendarId: string, eventId?: string) =>
  `${credentials.calendarApiUrl}/calendars/${encodeURIComponent(calendarId)}/events${eventId ? `/${encodeURIComponent(eventId)}` : ''}?sendUpdates=all`;

const authorized = (accessToken: string) => ({ authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', accept: 'application/json' });

/** `events.insert`: the new event's id. */
export async function insertEvent(credentials: GoogleCredentials, accessToken: string, calendarId: string, event: GoogleEvent): Promise<string> {
  const res = await call(eventsUrl(credentials, calendarId), { method: 'POST', headers: authorized(accessToken), body: JSON.stringify(event) });
  if (!res.ok) throw await failure(res);
  const parsed = z.object({ id: z.string().min(1) }).safeParse(await res.json().catch(() => null));
  if (!parsed.success) throw new GoogleUnreachable('the inserted event had no id');
  return parsed.data.id;
}

/** `events.patch`. False when the event is gone at Google (deleted there): the caller inserts it again. */
export async function patchEvent(
  credentials: GoogleCredentials,
  accessToken: string,
  calendarId: string,
  eventId: string,
  event: GoogleEvent,
): Promise<boolean> {
  const res = await call(eventsUrl(credentials, calendarId, eventId), { method: 'PATCH', headers: authorized(accessToken), body: JSON.stringify(event) });
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    return false;
  }
  if (!res.ok) throw await failure(res);
  await res.body?.cancel();
  return true;
}

/** `events.delete`; an event already gone counts as deleted. */
export async function deleteEvent(credentials: GoogleCredentials, accessToken: string, calendarId: string, eventId: string): Promise<void> {
  const res = await call(eventsUrl(credentials, calendarId, eventId), { method: 'DELETE', headers: authorized(accessToken) });
  await res.body?.cancel();
  if (res.ok || res.status === 404 || res.status === 410) return;
  throw new GoogleApiError(res.status, res.statusText || 'delete refused');
}

const freeBusyAnswer = z.object({
  calendars: z.record(
    z.string(),
    z.object({ busy: z.array(z.object({ start: z.string(), end: z.string() })).default([]), errors: z.array(z.unknown()).optional() }),
  ),
});

/** `freebusy.query` on the user's primary calendar: busy blocks between the two instants. */
export async function queryFreeBusy(
  credentials: GoogleCredentials,
  accessToken: string,
  range: { timeMin: string; timeMax: string; timeZone: string },
): Promise<{ start: string; end: string }[]> {
  const res = await call(`${credentials.calendarApiUrl}/freeBusy`, {
    method: 'POST',
    headers: authorized(accessToken),
    body: JSON.stringify({ ...range, items: [{ id: 'primary' }] }),
  });
  if (!res.ok) throw await failure(res);
  const parsed = freeBusyAnswer.safeParse(await res.json().catch(() => null));
  const primary = parsed.success ? parsed.data.calendars.primary : undefined;
  if (!primary || primary.errors?.length) throw new GoogleUnreachable('free/busy had no answer for the calendar');
  return primary.busy;
}
