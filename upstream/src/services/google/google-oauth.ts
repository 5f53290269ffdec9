import { createHmac, timingSafeEqual } from 'node:crypto';
import type { UpstreamConfig } from '../../env';

/** OAuth helpers shared by the Google Calendar services (no I/O here). */
/**
 * Least privilege: events (written on the user's calendar) and free/busy (the busy blocks shown
 * when scheduling). Not `calendar`, which would also allow reading and deleting whole calendars.
 */
export const GOOGLE_CALENDAR_SCOPES = ['https://www.googleapis.com/auth/calendar.events', 'https://www.googleapis.com/auth/calendar.freebusy'] as const;
export const GOOGLE_TIMEOUT_MS = 5000;

export type GoogleCredentials = { clientId: string; clientSecret: string; tokenUrl: string; authUrl: string; revokeUrl: string; calendarApiUrl: string };

/** Both credentials set, or null: the screen then says Google Calendar is not configured. */
export function googleCredentials(config: UpstreamConfig): GoogleCredentials | null {
  const { clientId, clientSecret, ...urls } = config.google;
  return clientId && clientSecret ? { clientId, clientSecret, ...urls } : null;
}

/** The BFF page Google sends the browser back to; registered as such in the Google console. */
export const googleRedirectUri = (config: UpstreamConfig) => `${config.appUrl}/profile/google/callback`;

/**
 * `state` binds the consent to the user who started it: an HMAC of the user id keyed by the client
 * secret (with a purpose prefix), so a code obtained by someone else cannot be planted on this account.
 */
export const googleOAuthState = (credentials: GoogleCredentials, userId: number) =>
  createHmac('sha256', credentials.clientSecret).update(`google-calendar-state:${userId}`).digest('base64url');

/** Constant-time check of a `state` sent back by the callback page. */
export function isGoogleOAuthState(credentials: GoogleCredentials, userId: number, state: string): boolean {
  const expected = Buffer.from(googleOAuthState(credentials, userId));
  const given = Buffer.from(state);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function googleAuthUrl(config: UpstreamConfig, credentials: GoogleCredentials, userId: number): string {
  const url = new URL(credentials.authUrl);
  url.search = new URLSearchParams({
    client_id: credentials.clientId,
    redirect_uri: googleRedirectUri(config),
    response_type: 'code',
    scope: ['openid', 'email', ...GOOGLE_CALENDAR_SCOPES].join(' '),
    // offline + consent: Google returns a refresh token every time, so the connection outlives the hour.
    access_type: 'offline',
    prompt: 'consent',
    state: googleOAuthState(credentials, userId),
  }).toString();
  return url.toString();
}
