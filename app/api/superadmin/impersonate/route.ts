/** Starts impersonating a user (form or JSON `{ user_id }`), then redirects home. */
import type { NextRequest } from 'next/server';
import { impersonate } from '@/lib/session/handlers/impersonate';

export function POST(request: NextRequest) {
  return impersonate(request);
}
