import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { fieldError } from '../../lib/errors';
import { GOOGLE_TIMEOUT_MS, type GoogleCredentials } from './google-oauth';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.number().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});
export type GoogleTokenAnswer = z.infer<typeof tokenAnswer>;

const unreachable = () => new HTTPException(502, { message: 'Google could not be reached. Please try again later.' });

/**
 * Trades an authorization code for tokens at Google's token endpoint (form POST, 5 s limit).
 * Google refusing the code is the caller's 422; Google down, slow or answering nonsense is a 502.
 */
export async function exchangeGoogleCode(credentials: GoogleCredentials, code: string, redirectUri: string): Promise<GoogleTokenAnswer> {
  let res: Response;
  try {
    res = await fetch(credentials.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        redirect_uri: redirectUri,
      }).toString(),
      signal: AbortSignal.timeout(GOOGLE_TIMEOUT_MS),
    });
  } catch {
    throw unreachable();
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status >= 400 && res.status < 500) {
    const reason = z.object({ error_description: z.string() }).safeParse(body);
    const detail = reason.success ? ` (${reason.data.error_description})` : '';
    throw fieldError('code', `Google did not accept the authorization code${detail}.`);
  }
  const parsed = tokenAnswer.safeParse(body);
  if (!res.ok || !parsed.success) throw unreachable();
  return parsed.data;
}
