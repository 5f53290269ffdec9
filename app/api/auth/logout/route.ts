/** Clears the session cookie, whatever the upstream answers. */
import type { NextRequest } from 'next/server';
import { logout } from '@/lib/session/handlers/logout';

export function POST(request: NextRequest) {
  return logout(request);
}
