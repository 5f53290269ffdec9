/**
 * Where a page render that met a dead or hung upstream redirects (lib/upstream/unavailable-redirect.ts):
 * 503 + Retry-After and the unavailable page, which returns to `?redirect=` (a same-site path only)
 * after the delay. Never probes the upstream: a redirect straight back could loop. The proxy lets
 * it through for everyone and never answers it with its own outage page.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { REDIRECT_PARAM } from '@/lib/session/gate';
import { unavailablePage } from '@/lib/upstream/unavailable-page';
import { unavailableTarget } from '@/lib/upstream/unavailable-redirect';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): NextResponse {
  return unavailablePage(unavailableTarget(request.nextUrl.searchParams.get(REDIRECT_PARAM)));
}
