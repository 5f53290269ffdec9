/** `GET /api/geo/country` → `{ data: { country: 'US' | null } }`: the caller's country by IP, for the phone input. */
import { NextResponse } from 'next/server';
import type { NextRequest } from 'next/server';
import { clientIpFrom } from '@/lib/geo/client-ip';
import { lookupCountry } from '@/lib/geo/lookup-country';

export async function GET(request: NextRequest): Promise<NextResponse> {
  const country = await lookupCountry(clientIpFrom(request.headers.get('x-forwarded-for')));
  return NextResponse.json({ data: { country } }, { headers: { 'cache-control': 'private, max-age=600' } });
}
