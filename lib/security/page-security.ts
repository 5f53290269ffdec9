/**
 * proxy.ts's part of the security headers: a fresh nonce and CSP for each page. The request
 * carries the CSP to Next (which stamps the nonce on its scripts); the response carries it to the
 * browser. The fixed headers (nosniff, frame, referrer, permissions) come from next.config.mjs
 * for every path; they are set here too so a page never depends on that file alone.
 */
import type { NextRequest, NextResponse } from 'next/server';
import { realtimeClientConfig } from '@/lib/env';
import { createNonce, pageCsp, realtimeOrigin } from './csp';
import { SECURITY_HEADERS } from './static-headers';

export const NONCE_HEADER = 'x-nonce';
const CSP = 'content-security-policy';

export interface PageSecurity {
  nonce: string;
  csp: string;
  /** Copy the CSP and nonce into the headers handed to the page render. */
  toRequest(headers: Headers): Headers;
  /** Add the CSP and the fixed headers to the answer (a page or a redirect). */
  toResponse<T extends NextResponse>(response: T): T;
}

export function pageSecurity(request: NextRequest): PageSecurity {
  const nonce = createNonce();
  const pageHost = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const csp = pageCsp({
    nonce,
    realtimeOrigin: realtimeOrigin(realtimeClientConfig(), pageHost),
    development: process.env.NODE_ENV === 'development',
  });
  return {
    nonce,
    csp,
    toRequest(headers) {
      headers.set(CSP, csp);
      headers.set(NONCE_HEADER, nonce);
      return headers;
    },
    toResponse(response) {
      response.headers.set(CSP, csp);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
      return response;
    },
  };
}
