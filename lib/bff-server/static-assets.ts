/**
 * The build's `/_next/static/` files, served by the BFF server from memory (decision 0019). They
 * are immutable (content-hashed names, cached for a year), yet Next reads and gzips each one again
 * on every request: a signed-in view in a fresh browser costs ~52 ms of BFF CPU for its 13 files
 * (29 ms without compression) out of ~170 ms for the whole view (docs/performance.md: ≤ 150 ms). Here each
 * file is read and gzipped once, on its first request, and then answered from memory. Ranges are
 * answered here too (Next answered an unsatisfiable one with 500): one range 206, past the end 416
 * with a Content-Range of `bytes *` and the size, anything else the whole file (byte-range.ts).
 * Anything this does not know how to answer (an unknown type, a missing file) goes to Next.
 */
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SECURITY_HEADERS, STATIC_CSP } from '@/lib/security/static-headers';
import { byteRange } from './byte-range';

const gzipAsync = promisify(gzip);
const PREFIX = '/_next/static/';

/** The types a build holds, as Next names them; the ones worth compressing are marked. */
const TYPES: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'application/javascript; charset=UTF-8', compress: true },
  '.css': { type: 'text/css; charset=UTF-8', compress: true },
  '.json': { type: 'application/json; charset=UTF-8', compress: true },
  '.map': { type: 'application/json; charset=UTF-8', compress: true },
  '.txt': { type: 'text/plain; charset=UTF-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
  '.woff': { type: 'font/woff', compress: false },
  '.png': { type: 'image/png', compress: false },
  '.jpg': { type: 'image/jpeg', compress: false },
  '.ico': { type: 'image/x-icon', compress: false },
  '.gif': { type: 'image/gif', compress: false },
  '.webp': { type: 'image/webp', compress: false },
  '.avif': { type: 'image/avif', compress: false },
  '.ttf': { type: 'font/ttf', compress: true },
  '.otf': { type: 'font/otf', compress: true },
  '.wasm': { type: 'application/wasm', compress: true },
};

type Asset = { raw: Buffer; gzipped: Buffer | null; headers: Record<string, string> };

/** The file under `dir` a request path names, or null when it names none (or leaves `dir`). */
function fileFor(dir: string, pathname: string): string | null {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return null;
  }
  if (!relative || relative.includes('\0')) return null;
  const file = path.resolve(dir, relative);
  return file.startsWith(dir + path.sep) ? file : null;
}

async function load(file: string): Promise<Asset | null> {
  const kind = TYPES[path.extname(file)];
  if (!kind) return null;
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) return null;
  const raw = await readFile(file);
  const packed = kind.compress ? await gzipAsync(raw, { level: 9 }) : null;
  return {
    raw,
    gzipped: packed && packed.length < raw.length ? packed : null,
    headers: {
      ...SECURITY_HEADERS,
      'Content-Security-Policy': STATIC_CSP,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Last-Modified': info.mtime.toUTCString(),
      ETag: `W/"${raw.length.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      'Content-Type': kind.type,
      'Accept-Ranges': 'bytes',
      Vary: 'Accept-Encoding',
    },
  };
}

const acceptsGzip = (header: string | undefined) => Boolean(header && /\bgzip\b/i.test(header));

/**
 * If-Range: the range holds only for the version the client names. Our ETag is weak, which If-Range
 * never matches (strong comparison, RFC 9110 §13.1.5), so only the exact Last-Modified date does.
 */
const rangeApplies = (ifRange: string | string[] | undefined, asset: Asset) => ifRange === undefined || ifRange === asset.headers['Last-Modified'];

/** A Range request, on the file's bytes as they are (a part of a gzipped body would be useless). */
function answerRange(req: IncomingMessage, res: ServerResponse, asset: Asset): true {
  const size = asset.raw.length;
  const range = byteRange(req.headers.range, size);
  if (range.kind === 'unsatisfiable') {
    res.writeHead(416, { ...SECURITY_HEADERS, 'Content-Security-Policy': STATIC_CSP, 'Content-Range': `bytes */${size}`, 'Content-Length': '0' });
    res.end();
    return true;
  }
  const { start, end } = range.kind === 'partial' ? range : { start: 0, end: size - 1 };
  const headers: Record<string, string> = { ...asset.headers, 'Content-Length': String(end - start + 1) };
  if (range.kind === 'partial') headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  res.writeHead(range.kind === 'partial' ? 206 : 200, headers);
  res.end(req.method === 'HEAD' ? undefined : asset.raw.subarray(start, end + 1));
  return true;
}

/**
 * A handler for one build's static directory (`<project>/.next/static`). It answers a GET or HEAD
 * of `/_next/static/…` and resolves true, or resolves false and writes nothing: then Next answers.
 */
export function staticAssets(dir: string): (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean> {
  const root = path.resolve(dir);
  // Promises, so concurrent first requests for one file read and compress it once. A file that is
  // not there is not remembered (Next answers it), so the map holds at most the build's files.
  const assets = new Map<string, Promise<Asset | null>>();
  return async (req, res, pathname) => {
    if (!pathname.startsWith(PREFIX) || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
    const file = fileFor(root, pathname);
    if (!file) return false;
    let pending = assets.get(file);
    if (!pending) {
      pending = load(file).catch(() => null);
      assets.set(file, pending);
    }
    const asset = await pending;
    if (!asset) {
      assets.delete(file);
      return false;
    }
    if (req.headers['if-none-match'] === asset.headers.ETag) {
      res.writeHead(304, asset.headers);
      res.end();
      return true;
    }
    if (req.headers.range !== undefined && rangeApplies(req.headers['if-range'], asset)) return answerRange(req, res, asset);
    const body = asset.gzipped && acceptsGzip(req.headers['accept-encoding']) ? asset.gzipped : asset.raw;
    const headers: Record<string, string> = { ...asset.headers, 'Content-Length': String(body.length) };
    if (body === asset.gzipped) headers['Content-Encoding'] = 'gzip';
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
