/** Ends an impersonation and restores the super-administrator's own session. */
import type { NextRequest } from 'next/server';
import { endImpersonationHandler } from '@/lib/session/handlers/end-impersonation';

export function POST(request: NextRequest) {
  return endImpersonationHandler(request);
}
