/**
 * `POST /api/auth/verify-login` and `/api/auth/verify-signup`: forward the code to the upstream,
 * keep the returned token in the session cookie and give the browser only the user.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { forwardedRequestHeaders } from '@/lib/upstream/forward-request';
import { isAllowedOrigin } from '@/lib/upstream/origin-check';
import { MESSAGES, jsonMessage, relayResponse } from '@/lib/upstream/responses';
import { upstreamFetch } from '@/lib/upstream/upstream-fetch';
import { writeSession } from '../request-session';
import { signedInSession } from '../session-data';

export type VerifyPath = 'auth/verify-login' | 'auth/verify-signup';

/** The user is passed through as the upstream sent it: its shape is the contract's business, not the BFF's. */
const tokenAnswer = z.object({ data: z.object({ token: z.string().min(1), user: z.unknown() }) });

export async function verifyAndSignIn(request: NextRequest, path: VerifyPath): Promise<NextResponse> {
  if (!isAllowedOrigin(request)) return jsonMessage(403, MESSAGES.crossSite);

  let upstream: Response;
  try {
    upstream = await upstreamFetch(path, {
      method: 'POST',
      headers: forwardedRequestHeaders(request),
      body: request.body,
      signal: request.signal,
      forwardedFor: request.headers.get('x-forwarded-for'),
    });
  } catch {
    return jsonMessage(502, MESSAGES.unavailable);
  }
  // Wrong code, expired code, validation errors...: the browser sees them as the upstream sent them.
  if (!upstream.ok) return relayResponse(upstream, 'POST');

  const parsed = tokenAnswer.safeParse(await upstream.json().catch(() => null));
  if (!parsed.success) return jsonMessage(502, MESSAGES.unavailable);
  const { token, user } = parsed.data.data;
  const response = NextResponse.json({ data: { user } }, { status: upstream.status, headers: { 'cache-control': 'no-store' } });
  return writeSession(response, signedInSession(token));
}
