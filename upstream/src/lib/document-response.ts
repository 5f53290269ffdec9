import type { AppDeps } from '../app-env';
import { notFound } from './errors';

/** `attachment; filename="…"; filename*=UTF-8''…` with the name made safe for a header. */
export function contentDisposition(originalName: string): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

/**
 * Streams a stored document to the caller (who was authorized by the handler). Always an
 * attachment with the type sniffed at upload, nosniff and a CSP that runs nothing, so a document
 * can never execute as a page of this origin.
 */
export async function documentResponse(
  deps: AppDeps,
  doc: { storageName: string | null; originalName: string | null; mime: string | null },
): Promise<Response> {
  const stored = doc.storageName ? await deps.storage.get(doc.storageName) : null;
  if (!stored) throw notFound('Document');
  return new Response(stored.stream, {
    headers: {
      'Content-Type': doc.mime ?? 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': contentDisposition(doc.originalName ?? 'download'),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Cache-Control': 'private, no-store',
    },
  });
}
