/**
 * `/_next/image` (Next's image optimizer) is never used by the app (no next/image): the BFF server
 * answers 404 before Next, which answered `?url=/\127.0.0.1…` with 500 and would fetch and resize
 * any same-origin image for anyone.
 */
import { STATIC_CSP } from '@/lib/security/static-headers';
import { answerImageEndpoint, isImageEndpoint } from './image-endpoint';

function fakeResponse() {
  const sent: { status?: number; headers?: Record<string, string>; body?: string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, string>) {
      sent.status = status;
      sent.headers = headers;
      return res;
    },
    end(body?: string) {
      sent.body = body;
      return res;
    },
  };
  return { res, sent };
}

describe('the image optimizer endpoint', () => {
  it.each(['/_next/image', '/_next/image/', '/_next/imagex', '/_next/image?url=%2Flogo.png&w=64&q=75'])(
    'is recognised where Next would route it: %s',
    (path) => {
      expect(isImageEndpoint(new URL(path, 'http://localhost').pathname)).toBe(true);
    },
  );

  it.each(['/_next/static/chunks/app.js', '/image', '/_next', '/api/_next/image'])('leaves other paths alone: %s', (path) => {
    expect(isImageEndpoint(path)).toBe(false);
  });

  it('answers 404 with the static headers, whatever the url parameter', () => {
    const { res, sent } = fakeResponse();
    answerImageEndpoint(res, 'GET');
    expect(sent.status).toBe(404);
    expect(sent.headers).toMatchObject({
      'Content-Security-Policy': STATIC_CSP,
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Content-Type': 'text/plain; charset=utf-8',
    });
    expect(sent.body).toBe('Not found');
    const head = fakeResponse();
    answerImageEndpoint(head.res, 'HEAD');
    expect(head.sent.status).toBe(404);
    expect(head.sent.body).toBeUndefined();
  });
});
