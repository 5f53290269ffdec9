/** Clears a session the upstream no longer accepts, then sends the browser to /login. */
import type { NextRequest } from 'next/server';
import { sessionExpired } from '@/lib/session/handlers/session-expired';

export function GET(request: NextRequest) {
  return sessionExpired(request);
}
