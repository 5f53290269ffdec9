/**
 * The public calendar subscription address, `/calendar/<secret>.ics`: what a calendar app (Google
 * Calendar, Outlook, Apple Calendar) fetches, without a session. The secret in the address is the
 * credential, so the call goes to the upstream's public `calendar-feeds/{file}` with no bearer and
 * no cookie, whoever sends one. A malformed, unknown, regenerated or deleted address is 404.
 */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { calendarFeedFile } from '@/lib/contract/calendar';
import { withSecurityHeaders } from './relay-headers';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';
import { UpstreamUnavailableError, upstreamFetch } from './upstream-fetch';

const text = (status: number, body: string, extra: Record<string, string> = {}) =>
  new NextResponse(body, {
    status,
    headers: withSecurityHeaders(new Headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extra })),
  });

export async function calendarFeedResponse(request: NextRequest, file: string): Promise<NextResponse> {
  const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  if (!calendarFeedFile.safeParse(file).success) return text(404, 'Not found.');
  let upstream: Response;
  try {
    upstream = await upstreamFetch(`calendar-feeds/${file}`, {
      headers: { accept: 'text/calendar' },
      signal: request.signal,
      forwardedFor: request.headers.get('x-forwarded-for'),
      requestId,
    });
  } catch (error) {
    if (!(error instanceof UpstreamUnavailableError)) throw error;
    // Calendar apps poll: a Retry-After tells them to come back rather than drop the calendar.
    return text(error.timedOut ? 504 : 502, 'The calendar is unavailable. Please try again later.', { 'retry-after': '300' });
  }
  if (upstream.status !== 200) {
    void upstream.body?.cancel();
    if (upstream.status === 404) return text(404, 'Not found.');
    return text(503, 'The calendar is unavailable. Please try again later.', { 'retry-after': '300' });
  }
  const headers = withSecurityHeaders(
    new Headers({
      'content-type': 'text/calendar; charset=utf-8',
      // Private to the one subscriber: no shared cache may keep it.
      'cache-control': upstream.headers.get('cache-control') ?? 'private, max-age=300',
      [REQUEST_ID_HEADER]: requestId,
    }),
  );
  return new NextResponse(upstream.body, { status: 200, headers });
}
