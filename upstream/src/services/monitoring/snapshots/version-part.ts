import type { AppDeps } from '../../../app-env';
import { notFound } from '../../../lib/errors';
import { readBlob } from '../../../monitoring/record/read-blob';
import type { VersionRow } from './to-version-resource';

/**
 * Sandboxed, and nothing fetched from elsewhere: a stored page that loaded the retailer's images
 * would tell the retailer who looks at the evidence, and when. Inline styles and data: images show.
 */
export const STORED_PAGE_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

const TYPES = { html: 'text/html; charset=utf-8', screenshot: 'image/png', text: 'text/plain; charset=utf-8' } as const;

/**
 * The stored bytes of a version as a response. The HTML is a retailer's page: it is served with
 * `Content-Security-Policy: sandbox` (an opaque origin, no scripts, no forms, no same-origin
 * access) and `nosniff`, so even if a script survived sanitizing it never runs in the app's origin
 * (acceptance case 15). Every part is immutable (addressed by content hash), so it may be cached.
 */
export async function versionPart(deps: AppDeps, version: VersionRow, part: keyof typeof TYPES): Promise<Response> {
  const hash = part === 'html' ? version.htmlBlob : part === 'screenshot' ? version.screenshotBlob : version.textBlob;
  const bytes = hash ? await readBlob(deps, hash) : null;
  if (!bytes) throw notFound(part === 'screenshot' ? 'Screenshot' : part === 'html' ? 'Stored page' : 'Text');
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': TYPES[part],
      'content-security-policy': STORED_PAGE_CSP,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      'cross-origin-resource-policy': 'same-origin',
    },
  });
}
