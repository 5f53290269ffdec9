/**
 * `POST /api/auth/impersonation/end`: revoke the impersonated token (it was minted for this
 * impersonation only) and give the super-administrator their own session back.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { isAllowedOrigin } from '@/lib/upstream/origin-check';
import { MESSAGES, jsonMessage } from '@/lib/upstream/responses';
import { readSession, writeSession } from '../request-session';
import { endedImpersonationSession } from '../session-data';
import { revokeToken } from './revoke-token';

export async function endImpersonationHandler(request: NextRequest): Promise<NextResponse> {
  if (!isAllowedOrigin(request)) return jsonMessage(403, MESSAGES.crossSite);
  const session = await readSession(request);
  const restored = endedImpersonationSession(session);
  if (!restored || !session.authToken) return jsonMessage(400, 'You are not impersonating anyone.');
  await revokeToken(session.authToken, session.impersonatorAuthToken, request.headers.get('x-forwarded-for'));
  const response = NextResponse.json({ message: 'Impersonation ended.' }, { headers: { 'cache-control': 'no-store' } });
  return writeSession(response, restored);
}
