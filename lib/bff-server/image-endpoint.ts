/**
 * Next's image optimizer (`/_next/image?url=…&w=…&q=…`). The app uses no next/image (avatars and
 * uploads are plain <img> of BFF URLs, see components/shell/user-avatar.tsx), so the endpoint only
 * offered work to strangers: resizing any same-origin image on request, and answering 500 to
 * `url=/\127.0.0.1…`. The BFF server answers every request on it 404 before Next
 * (next.config.mjs also sets `images.unoptimized`, under which Next answers 404 itself).
 */
import { SECURITY_HEADERS, STATIC_CSP } from '@/lib/security/static-headers';

/** Next routes every path starting so to the optimizer (`handleNextImageRequest`). */
export function isImageEndpoint(pathname: string): boolean {
  return pathname.startsWith('/_next/image');
}

/** What it writes to (a ServerResponse). */
type Writable = { writeHead(status: number, headers: Record<string, string>): unknown; end(body?: string): unknown };

export function answerImageEndpoint(res: Writable, method: string | undefined): void {
  const body = 'Not found';
  res.writeHead(404, {
    ...SECURITY_HEADERS,
    'Content-Security-Policy': STATIC_CSP,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(body.length),
    'Cache-Control': 'no-store',
  });
  res.end(method === 'HEAD' ? undefined : body);
}
