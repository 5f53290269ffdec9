/** Stores the token from a verified signup code in the session cookie; returns only the user. */
import type { NextRequest } from 'next/server';
import { verifyAndSignIn } from '@/lib/session/handlers/verify-sign-in';

export function POST(request: NextRequest) {
  return verifyAndSignIn(request, 'auth/verify-signup');
}
