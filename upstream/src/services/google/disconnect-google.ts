import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-env';
import { googleTokens } from '../../db/schema';
import type { GoogleStatus } from '@/lib/contract/account';
import { getGoogleStatus } from './get-google-status';

/** Forgets the user's Google tokens (idempotent). Revoking the grant at Google is left to the user's Google account page. */
export async function disconnectGoogle(deps: AppDeps, userId: number): Promise<GoogleStatus> {
  await deps.db.delete(googleTokens).where(eq(googleTokens.userId, userId));
  return getGoogleStatus(deps, userId);
}
