/**
 * Liveness probe: the BFF process answers. It asks nothing of the upstream (a restart would not
 * cure an upstream outage); readiness is /readyz. Outside proxy.ts's matcher: never gated.
 */
import { NextResponse } from 'next/server';

export const dynamic = 'force-dynamic';

export function GET(): NextResponse {
  return NextResponse.json({ status: 'ok' }, { headers: { 'cache-control': 'no-store' } });
}
