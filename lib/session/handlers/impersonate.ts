/**
 * `POST /api/superadmin/impersonate` (HTML form or JSON `{ user_id }`): ask the upstream for a
 * token of that user, then switch this session to it, keeping the super-administrator's token
 * for the way back. The switch happens here rather than through `/?impersonated_token=`, so the
 * token never appears in a URL (history, logs, Referer).
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { impersonateBody } from '@/lib/contract/auth';
import { isAllowedOrigin } from '@/lib/upstream/origin-check';
import { MESSAGES, jsonMessage, relayResponse, seeOther } from '@/lib/upstream/responses';
import { upstreamFetch } from '@/lib/upstream/upstream-fetch';
import { readSession, writeSession } from '../request-session';
import { impersonatingSession } from '../session-data';

const FAILED = 'Error Impersonating user';
const INVALID_USER = 'The user id field is required.';
const MAX_ERROR_LENGTH = 200;

const tokenAnswer = z.object({ data: z.object({ token: z.string().min(1) }) });
const messageAnswer = z.object({ message: z.string().min(1) });

const wantsJson = (request: NextRequest) => (request.headers.get('accept') ?? '').includes('application/json');

async function readInput(request: NextRequest): Promise<unknown> {
  try {
    if ((request.headers.get('content-type') ?? '').includes('application/json')) return await request.json();
    return Object.fromEntries(await request.formData());
  } catch {
    return null;
  }
}

/** A form submission goes back to the admin page with the reason; a fetch() gets JSON. */
function failure(request: NextRequest, status: number, message: string, errors?: Record<string, string[]>): NextResponse {
  if (wantsJson(request)) return NextResponse.json({ message, ...(errors && { errors }) }, { status });
  return seeOther(`/admin?${new URLSearchParams({ error: message.slice(0, MAX_ERROR_LENGTH) })}`);
}

export async function impersonate(request: NextRequest): Promise<NextResponse> {
  if (!isAllowedOrigin(request)) return jsonMessage(403, MESSAGES.crossSite);
  const session = await readSession(request);
  if (!session.authToken) {
    return wantsJson(request) ? jsonMessage(401, MESSAGES.unauthenticated) : seeOther('/login?redirect=%2Fadmin');
  }

  const input = impersonateBody.safeParse(await readInput(request));
  if (!input.success) return failure(request, 422, INVALID_USER, { user_id: [INVALID_USER] });

  let upstream: Response;
  try {
    upstream = await upstreamFetch('superadmin/impersonate', {
      method: 'POST',
      token: session.authToken,
      impersonatorToken: session.impersonatorAuthToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: input.data.user_id }),
      forwardedFor: request.headers.get('x-forwarded-for'),
    });
  } catch {
    return failure(request, 502, MESSAGES.unavailable);
  }

  if (!upstream.ok) {
    if (wantsJson(request)) return relayResponse(upstream, 'POST');
    const reason = messageAnswer.safeParse(await upstream.json().catch(() => null));
    return failure(request, upstream.status, reason.success ? reason.data.message : FAILED);
  }

  const answer = tokenAnswer.safeParse(await upstream.json().catch(() => null));
  const next = answer.success ? impersonatingSession(session, answer.data.data.token) : null;
  if (!next) return failure(request, 502, FAILED);
  return writeSession(seeOther('/'), next);
}
