import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import { fieldError } from '../../lib/errors';
import { exchangeGoogleCode } from './exchange-google-code';
import type { GoogleStatus } from '@/lib/contract/account';
import { getGoogleStatus } from './get-google-status';
import { queueUpcomingMeetings } from '../calendar/queue-upcoming-meetings';
import { googleCredentials, googleRedirectUri, isGoogleOAuthState } from './google-oauth';

/** The `email` claim of an ID token received straight from Google's token endpoint over TLS. */
function emailFromIdToken(idToken: string | undefined): string | null {
  const payload = idToken?.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { email?: unknown };
    return typeof claims.email === 'string' ? claims.email : null;
  } catch {
    return null;
  }
}

/**
 * Completes the OAuth dance: checks that the consent was started by this user (state) for our
 * callback (redirect_uri), exchanges the code and stores the tokens, which are never returned.
 */
export async function connectGoogle(deps: AppDeps, input: { userId: number; code: string; redirectUri: string; state: string }): Promise<GoogleStatus> {
  const credentials = googleCredentials(deps.config);
  if (!credentials) throw fieldError('code', 'Google Calendar is not configured on this server.');
  if (input.redirectUri !== googleRedirectUri(deps.config)) throw fieldError('redirect_uri', 'The redirect URI does not match this application.');
  if (!isGoogleOAuthState(credentials, input.userId, input.state))
    throw fieldError('state', 'The Google sign-in was not started from this account. Please try again.');

  const answer = await exchangeGoogleCode(credentials, input.code, input.redirectUri);
  const now = deps.now();
  const row = {
    accessToken: answer.access_token,
    scope: answer.scope ?? null,
    expiresAt: answer.expires_in ? new Date(now.getTime() + answer.expires_in * 1000) : null,
    googleEmail: emailFromIdToken(answer.id_token),
    connectedAt: now,
    needsReconnectAt: null,
    reconnectReason: null,
  };
  await deps.db
    .insert(googleTokens)
    .values({ userId: input.userId, refreshToken: answer.refresh_token ?? null, ...row })
    .onConflictDoUpdate({
      target: googleTokens.userId,
      // Google may omit the refresh token on a repeat consent: keep the one we have then.
      set: { ...row, refreshToken: sql`coalesce(excluded.refresh_token, ${googleTokens.refreshToken})` },
    });
  await queueUpcomingMeetings(deps, input.userId);
  return getGoogleStatus(deps, input.userId);
}
