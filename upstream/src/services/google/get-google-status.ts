import { eq } from 'drizzle-orm';
import type { GoogleStatus } from '@/lib/contract/account';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import { googleAuthUrl, googleCredentials } from './google-oauth';

/** What the profile's Google Calendar card shows; tokens themselves never leave the upstream. */
export async function getGoogleStatus(deps: AppDeps, userId: number): Promise<GoogleStatus> {
  const credentials = googleCredentials(deps.config);
  const [row] = await deps.db
    .select({ email: googleTokens.googleEmail, needsReconnectAt: googleTokens.needsReconnectAt, reason: googleTokens.reconnectReason })
    .from(googleTokens)
    .where(eq(googleTokens.userId, userId))
    .limit(1);
  const needsReconnect = Boolean(row?.needsReconnectAt);
  return {
    configured: credentials !== null,
    connected: Boolean(row),
    google_email: row?.email ?? null,
    needs_reconnect: needsReconnect,
    reconnect_reason: needsReconnect ? (row?.reason ?? null) : null,
    auth_url: credentials && (!row || needsReconnect) ? googleAuthUrl(deps.config, credentials, userId) : null,
  };
}
