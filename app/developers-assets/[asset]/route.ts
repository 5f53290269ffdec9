import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The Swagger UI files of the /developers reference, served from this origin (the pages' CSP allows
 * no other, and no CDN is called). Only the two files the page uses; cached for an hour.
 */
const ASSETS: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
};

export async function GET(_request: Request, { params }: { params: Promise<{ asset: string }> }) {
  const { asset } = await params;
  const type = ASSETS[asset];
  if (!type) return new Response('Not found.', { status: 404, headers: { 'content-type': 'text/plain' } });
  // The app runs from its root (npm start, next start), where node_modules is.
  const body = await readFile(path.join(process.cwd(), 'node_modules', 'swagger-ui-dist', asset));
  return new Response(new Uint8Array(body), {
    headers: { 'content-type': type, 'cache-control': 'public, max-age=3600', 'x-content-type-options': 'nosniff' },
  });
}
