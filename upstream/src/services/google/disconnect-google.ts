import { eq } from 'drizzle-orm';
import type { GoogleDisconnect } from '@/lib/contract/account';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import { revokeToken } from './google-api';
import { getGoogleStatus } from './get-google-status';
import { googleCredentials } from './google-oauth';

/**
 * Revokes the grant at Google (the refresh token, which revokes the whole grant; else the access
 * token) and forgets the tokens. Idempotent. The tokens go even when Google cannot be reached:
 * `revoked: false` then tells the user to remove the access in their Google Account. Events already
 * written stay in the calendar and are no longer updated (decision 0024).
 */
export async function disconnectGoogle(deps: AppDeps, userId: number): Promise<GoogleDisconnect> {
  const [row] = await deps.db.select().from(googleTokens).where(eq(googleTokens.userId, userId)).limit(1);
  const credentials = googleCredentials(deps.config);
  const revoked = row && credentials ? await revokeToken(credentials, row.refreshToken ?? row.accessToken) : !row;
  await deps.db.delete(googleTokens).where(eq(googleTokens.userId, userId));
  return { ...(await getGoogleStatus(deps, userId)), revoked };
}
