/**
 * The page answered while the upstream is down (by the proxy at the page's own URL, and by
 * app/unavailable/route.ts): 503 with Retry-After, the app's wording, and a return to `path` after
 * the same delay (a meta refresh: no script, so the page CSP holds). `path` is a same-site path
 * (anything else becomes `/`): the refresh and the link are never an open redirect.
 */
import { NextResponse } from 'next/server';
import { safeRedirect } from '@/lib/redirect/safe-redirect';
import { RETRY_AFTER_SECONDS } from './outage';
import { UNAVAILABLE_MESSAGE } from '@/lib/api/service-unavailable';

const escape = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function unavailablePage(path: string): NextResponse {
  const href = escape(safeRedirect(path));
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS};url=${href}"><title>Service unavailable</title></head>
<body style="font-family:system-ui,sans-serif;margin:0;display:grid;min-height:100vh;place-items:center;background:#f8fafc;color:#0f172a">
<main style="max-width:28rem;padding:2rem;text-align:center"><h1 style="font-size:1.25rem">Service unavailable</h1>
<p role="status">${escape(UNAVAILABLE_MESSAGE)} This page tries again in ${RETRY_AFTER_SECONDS} seconds.</p>
<p><a href="${href}" style="color:#1d4ed8">Retry now</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 503,
    headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(RETRY_AFTER_SECONDS), 'cache-control': 'no-store' },
  });
}
