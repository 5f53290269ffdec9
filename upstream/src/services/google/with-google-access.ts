import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import { notifyUser } from '../notifications/notify-user';
import { GoogleApiError, GoogleGrantRevoked, refreshAccessToken } from './google-api';
import { googleCredentials, type GoogleCredentials } from './google-oauth';

/** Refresh this long before Google's expiry, so a call never starts with a token about to die. */
const EXPIRY_MARGIN_MS = 60_000;

/** The user has no usable connection (none, or one waiting for a reconnect). */
export class GoogleNotConnected extends Error {
  constructor() {
    super('Google Calendar is not connected.');
  }
}

type TokenRow = typeof googleTokens.$inferSelect;

async function refresh(deps: AppDeps, credentials: GoogleCredentials, row: TokenRow): Promise<string> {
  if (!row.refreshToken) throw await markNeedsReconnect(deps, row.userId, 'Google gave no refresh token');
  let answer: Awaited<ReturnType<typeof refreshAccessToken>>;
  try {
    answer = await refreshAccessToken(credentials, row.refreshToken);
  } catch (error) {
    if (error instanceof GoogleGrantRevoked) throw await markNeedsReconnect(deps, row.userId, error.reason);
    throw error;
  }
  const now = deps.now();
  await deps.db
    .update(googleTokens)
    .set({ accessToken: answer.access_token, expiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : null })
    .where(eq(googleTokens.userId, row.userId));
  return answer.access_token;
}

/**
 * Marks the connection as needing a reconnect (once) and tells the user, in the bell and on the
 * profile: sync stops rather than failing silently. Returns the error for the caller to throw.
 */
export async function markNeedsReconnect(deps: AppDeps, userId: number, reason: string): Promise<GoogleGrantRevoked> {
  const marked = await deps.db
    .update(googleTokens)
    .set({ needsReconnectAt: deps.now(), reconnectReason: reason })
    .where(and(eq(googleTokens.userId, userId), isNull(googleTokens.needsReconnectAt)))
    .returning({ at: googleTokens.needsReconnectAt });
  // Only the first refusal notifies: a later sync of another meeting finds the mark and stops.
  if (marked.length)
    await notifyUser(deps, userId, 'GoogleCalendarDisconnected', {
      kind: 'google_calendar',
      title: 'Reconnect Google Calendar',
      message: `Google Calendar stopped syncing: ${reason}. Connect it again in your profile.`,
      url: '/profile',
    });
  return new GoogleGrantRevoked(reason);
}

/**
 * Runs `call` with a valid access token of the user: refreshed first when it expires within a minute,
 * and once more (then retried once) when Google answers 401. A refused refresh token marks the
 * connection "needs reconnecting" (GoogleGrantRevoked); no connection is GoogleNotConnected.
 */
export async function withGoogleAccess<T>(
  deps: AppDeps,
  userId: number,
  call: (accessToken: string, credentials: GoogleCredentials) => Promise<T>,
): Promise<T> {
  const credentials = googleCredentials(deps.config);
  if (!credentials) throw new GoogleNotConnected();
  const [row] = await deps.db.select().from(googleTokens).where(eq(googleTokens.userId, userId)).limit(1);
  if (!row || row.needsReconnectAt) throw new GoogleNotConnected();
  const expiring = row.expiresAt && row.expiresAt.getTime() - EXPIRY_MARGIN_MS <= deps.now().getTime();
  let token = expiring ? await refresh(deps, credentials, row) : row.accessToken;
  try {
    return await call(token, credentials);
  } catch (error) {
    if (!(error instanceof GoogleApiError) || error.status !== 401) throw error;
  }
  token = await refresh(deps, credentials, row);
  try {
    return await call(token, credentials);
  } catch (error) {
    // A fresh token refused too: the grant no longer covers this (revoked or scopes removed).
    if (error instanceof GoogleApiError && error.status === 401) throw await markNeedsReconnect(deps, userId, 'Google refused a fresh access token');
    throw error;
  }
}
