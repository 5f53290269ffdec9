/** Best-effort token revocation at the upstream (`POST auth/logout`); failures are ignored. */
import { upstreamFetch } from '@/lib/upstream/upstream-fetch';

/** A hung upstream must not hang the user's logout. */
const REVOKE_TIMEOUT_MS = 5000;

export async function revokeToken(token: string, impersonatorToken?: string, forwardedFor?: string | null): Promise<void> {
  try {
    const response = await upstreamFetch('auth/logout', {
      method: 'POST',
      token,
      impersonatorToken,
      forwardedFor,
      signal: AbortSignal.timeout(REVOKE_TIMEOUT_MS),
    });
    await response.body?.cancel();
  } catch {
    // Down, slow or refusing: the cookie is cleared anyway, which is what signs the user out here.
  }
}
