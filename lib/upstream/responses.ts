/** Building BFF responses: fixed error bodies and relaying an upstream answer unchanged. */
import { NextResponse } from 'next/server';
import { answersWithoutBody, messageHeaders, relayedHeaders, withSecurityHeaders } from './relay-headers';

export { MESSAGES } from './relay-headers';

export function jsonMessage(status: number, message: string, bearerChallenge = false): NextResponse {
  return NextResponse.json({ message }, { status, headers: messageHeaders(bearerChallenge) });
}

/** Stream the upstream's status and body back as they are, with an allowlist of headers. */
export function relayResponse(upstream: Response, method: string): NextResponse {
  // fetch() has already decompressed an encoded body.
  const headers = relayedHeaders(upstream.headers, true);
  const noBody = answersWithoutBody(method, upstream.status);
  if (noBody) void upstream.body?.cancel();
  return new NextResponse(noBody ? null : upstream.body, { status: upstream.status, headers });
}

/** A redirect with a relative Location, so it is right behind any reverse proxy or host name. */
export function seeOther(location: string): NextResponse {
  return new NextResponse(null, { status: 303, headers: withSecurityHeaders(new Headers({ location, 'cache-control': 'no-store' })) });
}
