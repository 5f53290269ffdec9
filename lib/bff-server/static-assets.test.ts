/**
 * The BFF server's static files from memory (decision 0019), over real HTTP: the answer a browser
 * gets is the file, gzipped when it asks, with the headers Next gives static files (security
 * headers, the static CSP, a year's immutable cache); anything else is left to Next.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { STATIC_CSP } from '@/lib/security/static-headers';
import { staticAssets } from './static-assets';

let server: Server;
let port = 0;
let dir = '';
const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

beforeAll(async () => {
  const project = mkdtempSync(path.join(tmpdir(), 'static-assets-'));
  dir = path.join(project, 'static');
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  writeFileSync(path.join(dir, 'chunks', 'font.woff2'), Buffer.from([1, 2, 3, 4]));
  writeFileSync(path.join(project, 'secret.js'), 'not for the web');
  const serve = staticAssets(dir);
  // What the BFF server does: a file this does not answer goes to Next (here a 404 saying so).
  server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    void serve(req, res, pathname).then((served) => {
      if (!served) res.writeHead(404, { 'x-answered-by': 'next' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(path.dirname(dir), { recursive: true, force: true });
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request with exactly these headers (fetch would add and decode an Accept-Encoding itself). */
function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('static files from memory', () => {
  it('answers a script gzipped to a browser that takes gzip, with the headers of a static file', async () => {
    const res = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.body).toString()).toBe(script);
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(res.headers).toMatchObject({
      'content-type': 'application/javascript; charset=UTF-8',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': STATIC_CSP,
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      vary: 'Accept-Encoding',
    });
  });

  it('answers the file as it is without gzip, and only the headers to a HEAD', async () => {
    const plain = await get('/_next/static/chunks/app.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const head = await get('/_next/static/chunks/app.js', {}, 'HEAD');
    expect({ status: head.status, length: head.headers['content-length'], body: head.body.length }).toEqual({
      status: 200,
      length: String(script.length),
      body: 0,
    });
  });

  it('never gzips a font, and answers 304 to the ETag it gave', async () => {
    const font = await get('/_next/static/chunks/font.woff2', { 'accept-encoding': 'gzip' });
    expect({ type: font.headers['content-type'], encoding: font.headers['content-encoding'], bytes: [...font.body] }).toEqual({
      type: 'font/woff2',
      encoding: undefined,
      bytes: [1, 2, 3, 4],
    });
    const again = await get('/_next/static/chunks/font.woff2', { 'if-none-match': String(font.headers.etag) });
    expect({ status: again.status, body: again.body.length }).toEqual({ status: 304, body: 0 });
  });

  it('leaves to Next what it does not serve: a missing file, a path out of the directory, a POST', async () => {
    const cases = [
      get('/_next/static/chunks/missing.js'),
      get('/_next/static/..%2Fsecret.js'),
      get('/_next/static/%2e%2e/secret.js'),
      get('/_next/static/chunks/missing.js', { range: 'bytes=0-9' }),
      get('/_next/static/chunks/app.js', {}, 'POST'),
      get('/_next/static/'),
    ];
    for (const res of await Promise.all(cases)) expect({ status: res.status, by: res.headers['x-answered-by'] }).toEqual({ status: 404, by: 'next' });
  });
});

describe('ranges of static files (Next answered an unsatisfiable one with 500)', () => {
  const size = script.length;

  it('answers one satisfiable range with 206, the bytes and Content-Range, never gzipped', async () => {
    const res = await get('/_next/static/chunks/app.js', { range: 'bytes=0-9', 'accept-encoding': 'gzip' });
    expect(res.status).toBe(206);
    expect(res.body.toString()).toBe(script.slice(0, 10));
    expect(res.headers).toMatchObject({
      'content-range': `bytes 0-9/${size}`,
      'content-length': '10',
      'content-type': 'application/javascript; charset=UTF-8',
      'content-security-policy': STATIC_CSP,
      'x-content-type-options': 'nosniff',
    });
    expect(res.headers['content-encoding']).toBeUndefined();

    const open = await get('/_next/static/chunks/app.js', { range: `bytes=${size - 5}-` });
    expect({ status: open.status, range: open.headers['content-range'], body: open.body.toString() }).toEqual({
      status: 206,
      range: `bytes ${size - 5}-${size - 1}/${size}`,
      body: script.slice(-5),
    });
    const suffix = await get('/_next/static/chunks/app.js', { range: 'bytes=-3' });
    expect({ status: suffix.status, range: suffix.headers['content-range'], body: suffix.body.toString() }).toEqual({
      status: 206,
      range: `bytes ${size - 3}-${size - 1}/${size}`,
      body: script.slice(-3),
    });
    const past = await get('/_next/static/chunks/app.js', { range: 'bytes=10-99999999' });
    expect({ status: past.status, range: past.headers['content-range'], length: past.body.length }).toEqual({
      status: 206,
      range: `bytes 10-${size - 1}/${size}`,
      length: size - 10,
    });
    const head = await get('/_next/static/chunks/app.js', { range: 'bytes=0-9' }, 'HEAD');
    expect({ status: head.status, length: head.headers['content-length'], body: head.body.length }).toEqual({ status: 206, length: '10', body: 0 });
  });

  it.each(['bytes=99999999-', `bytes=${script.length}-`, 'bytes=-0', `bytes=${script.length}-${script.length + 10}`])(
    'answers the unsatisfiable %s with 416 and Content-Range: bytes */size',
    async (range) => {
      const res = await get('/_next/static/chunks/app.js', { range });
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe(`bytes */${size}`);
      expect(res.headers).toMatchObject({ 'content-security-policy': STATIC_CSP, 'x-content-type-options': 'nosniff' });
      expect(res.headers['cache-control']).toBeUndefined();
    },
  );

  it.each(['bytes=0-1,5-6', 'bytes=abc', 'items=0-9', 'bytes=9-0', 'bytes=', 'bytes=1-2-3'])(
    'answers the whole file (200) to a range it does not take: %s',
    async (range) => {
      const res = await get('/_next/static/chunks/app.js', { range });
      expect({ status: res.status, range: res.headers['content-range'], body: res.body.toString() }).toEqual({ status: 200, range: undefined, body: script });
    },
  );

  it('honours If-Range only when it names this version (by date; the ETag is weak), else sends it all', async () => {
    const first = await get('/_next/static/chunks/app.js');
    const lastModified = String(first.headers['last-modified']);
    expect(first.headers['accept-ranges']).toBe('bytes');
    const same = await get('/_next/static/chunks/app.js', { range: 'bytes=0-0', 'if-range': lastModified });
    expect(same.status).toBe(206);
    const other = await get('/_next/static/chunks/app.js', { range: 'bytes=0-0', 'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(other.status).toBe(200);
    const weak = await get('/_next/static/chunks/app.js', { range: 'bytes=0-0', 'if-range': String(first.headers.etag) });
    expect(weak.status).toBe(200);
  });
});
