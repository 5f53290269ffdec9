/**
 * `POST /api/auth/impersonation/end`: revoke the impersonated token (it was minted for this
 * impersonation only) and give the super-administrator their own session back. The banner's form
 * post gets a redirect home (303); a fetch() gets JSON.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { isAllowedOrigin } from '@/lib/upstream/origin-check';
import { MESSAGES, jsonMessage, seeOther } from '@/lib/upstream/responses';
import { readSession, writeSession } from '../request-session';
import { endedImpersonationSession } from '../session-data';
import { revokeToken } from './revoke-token';

const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)/;

export async function endImpersonationHandler(request: NextRequest): Promise<NextResponse> {
  if (!isAllowedOrigin(request)) return jsonMessage(403, MESSAGES.crossSite);
  const form = FORM_TYPES.test(request.headers.get('content-type') ?? '');
  const session = await readSession(request);
  const restored = endedImpersonationSession(session);
  // A form sent twice (a double click, a reload) finds the impersonation already over: home is
  // where it was going anyway.
  if (!restored || !session.authToken) return form ? seeOther('/') : jsonMessage(400, 'You are not impersonating anyone.');
  await revokeToken(session.authToken, session.impersonatorAuthToken, request.headers.get('x-forwarded-for'));
  const response = form ? seeOther('/') : NextResponse.json({ message: 'Impersonation ended.' }, { headers: { 'cache-control': 'no-store' } });
  return writeSession(response, restored);
}
