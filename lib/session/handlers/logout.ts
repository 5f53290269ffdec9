/**
 * `POST /api/auth/logout`: revoke the token(s) upstream when possible, and always clear the
 * cookie. While impersonating, logging out ends the whole session, so both tokens are revoked
 * (the impersonator's would otherwise stay valid with nobody holding it).
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { isAllowedOrigin } from '@/lib/upstream/origin-check';
import { MESSAGES, jsonMessage } from '@/lib/upstream/responses';
import { clearSession, readSession } from '../request-session';
import { revokeToken } from './revoke-token';

export async function logout(request: NextRequest): Promise<NextResponse> {
  if (!isAllowedOrigin(request)) return jsonMessage(403, MESSAGES.crossSite);
  const session = await readSession(request);
  const forwardedFor = request.headers.get('x-forwarded-for');
  await Promise.all([
    session.authToken ? revokeToken(session.authToken, session.impersonatorAuthToken, forwardedFor) : undefined,
    session.impersonatorAuthToken ? revokeToken(session.impersonatorAuthToken, undefined, forwardedFor) : undefined,
  ]);
  return clearSession(NextResponse.json({ message: 'Logged out.' }, { headers: { 'cache-control': 'no-store' } }));
}
