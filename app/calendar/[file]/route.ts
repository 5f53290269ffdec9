/** `GET /calendar/<secret>.ics`: the public calendar subscription feed (lib/upstream/calendar-feed-response.ts). Outside proxy.ts's matcher (a file name): never gated. */
import type { NextRequest } from 'next/server';
import { calendarFeedResponse } from '@/lib/upstream/calendar-feed-response';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest, { params }: { params: Promise<{ file: string }> }) {
  return calendarFeedResponse(request, (await params).file);
}
