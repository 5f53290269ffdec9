/**
 * Readiness probe: the BFF can serve pages, i.e. the upstream's /readyz says it (and its database)
 * can serve calls (lib/upstream/outage.ts `upstreamReady`, which also feeds the proxy's outage
 * state). A load balancer stops sending traffic on a 503 and tries again after Retry-After.
 * Outside proxy.ts's matcher: never gated.
 */
import { NextResponse } from 'next/server';
import { RETRY_AFTER_SECONDS, upstreamReady } from '@/lib/upstream/outage';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<NextResponse> {
  if (await upstreamReady()) return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
  return NextResponse.json({ status: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store', 'retry-after': String(RETRY_AFTER_SECONDS) } });
}
