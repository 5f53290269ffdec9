import { eq } from 'drizzle-orm';
import type { GoogleStatus } from '@/lib/contract/account';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import { googleAuthUrl, googleCredentials } from './google-oauth';

/** What the profile's Google Calendar card shows; tokens themselves never leave the upstream. */
export async function getGoogleStatus(deps: AppDeps, userId: number): Promise<GoogleStatus> {
  const credentials = googleCredentials(deps.config);
  const [row] = await deps.db.select({ email: googleTokens.googleEmail }).from(googleTokens).where(eq(googleTokens.userId, userId)).limit(1);
  return {
    configured: credentials !== null,
    connected: Boolean(row),
    google_email: row?.email ?? null,
    auth_url: credentials && !row ? googleAuthUrl(deps.config, credentials, userId) : null,
  };
}
