/** What a fetched answer means for the page, before any extraction. */
export type ResponseClass =
  | { kind: 'ok' }
  | { kind: 'blocked'; detail: string }
  | { kind: 'not_found' }
  | { kind: 'rate_limited'; retryAfterMs: number | null }
  | { kind: 'server_error' }
  | { kind: 'http_error' };

/** Bot walls of the big CDNs and shop platforms, as they show up in a page's source. */
const CHALLENGE_MARKERS: Array<[RegExp, string]> = [
  [/cf-chl|\/cdn-cgi\/challenge-platform|cf_chl_opt/i, 'Cloudflare challenge'],
  [/<title>\s*(just a moment|attention required)/i, 'challenge page'],
  [/checking your browser before accessing/i, 'browser check'],
  [/px-captcha|perimeterx|_pxCaptcha/i, 'PerimeterX captcha'],
  [/datadome|geo\.captcha-delivery\.com/i, 'DataDome captcha'],
  [/g-recaptcha|h-captcha|hcaptcha\.com|captcha-container|id="captcha"/i, 'captcha'],
  [/<title>\s*access denied/i, 'access denied'],
  [/request unsuccessful\. incapsula|_incapsula_resource/i, 'Incapsula block'],
];

/** A challenge marker in a page, or null. */
export function challengeMarker(html: string, headers: Record<string, string>): string | null {
  if (headers['cf-mitigated'] === 'challenge') return 'Cloudflare challenge (cf-mitigated)';
  const head = html.slice(0, 200_000);
  for (const [pattern, name] of CHALLENGE_MARKERS) if (pattern.test(head)) return name;
  return null;
}

/**
 * 401/403 and challenge pages are `blocked` — the retailer refused the monitor, which is not an
 * extraction failure and says nothing about the product (no content alert). A 2xx that is a
 * challenge is only called blocked by the caller when no price was found on it (a real product page
 * may carry a captcha widget somewhere).
 */
export function classifyResponse(status: number, headers: Record<string, string>, html: string, now: Date): ResponseClass {
  if (status === 401 || status === 403) return { kind: 'blocked', detail: `HTTP ${status}${describe(challengeMarker(html, headers))}` };
  if (status === 404 || status === 410) return { kind: 'not_found' };
  if (status === 429) return { kind: 'rate_limited', retryAfterMs: parseRetryAfter(headers['retry-after'], now) };
  if (status >= 500) return { kind: 'server_error' };
  if (status >= 200 && status < 300) return { kind: 'ok' };
  return { kind: 'http_error' };
}

const describe = (marker: string | null) => (marker ? ` (${marker})` : '');

/** `Retry-After` as delay-seconds or an HTTP date; null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now: Date): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now.getTime());
}
