import type { AppDeps } from '../app-env';
import { notFound } from './errors';

/** `attachment; filename="…"; filename*=UTF-8''…` with the name made safe for a header. */
export function contentDisposition(originalName: string, disposition: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = originalName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(originalName)}`;
}

/** Raster images a browser shows as pictures: never SVG, which is a document that can carry script. */
export const PREVIEW_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);
/** Types served inline by a preview; any other type stays an attachment there too. */
export const isPreviewable = (mime: string | null): boolean => mime !== null && (mime === 'application/pdf' || PREVIEW_IMAGE_TYPES.has(mime));

/**
 * The policy of an inline preview: framed only by this origin (the file screen), loads nothing from
 * elsewhere, runs no script, submits nothing, sandboxed. Chromium's PDF viewer renders under it
 * (checked with the e2e browser); its viewer runs in its own process, never as a page of this origin.
 */
export const PREVIEW_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'; form-action 'none'; base-uri 'none'; sandbox";

/**
 * Streams a stored document to the caller (who was authorized by the handler): an attachment
 * with the type sniffed at upload, nosniff and a CSP that runs nothing, so a document can never
 * execute as a page of this origin. `preview`: a PDF or raster image (PREVIEW_IMAGE_TYPES) is
 * served inline instead, under PREVIEW_CSP; any other type stays an attachment.
 */
type StoredDoc = { storageName: string | null; originalName: string | null; mime: string | null };
export async function documentResponse(deps: AppDeps, doc: StoredDoc, opts: { preview?: boolean } = {}): Promise<Response> {
  const stored = doc.storageName ? await deps.storage.get(doc.storageName) : null;
  if (!stored) throw notFound('Document');
  const inline = opts.preview === true && isPreviewable(doc.mime);
  return new Response(stored.stream, {
    headers: {
      'Content-Type': doc.mime ?? 'application/octet-stream',
      'Content-Length': String(stored.size),
      'Content-Disposition': contentDisposition(doc.originalName ?? 'download', inline ? 'inline' : 'attachment'),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': inline ? PREVIEW_CSP : "default-src 'none'; sandbox",
      // Never kept: the next user of the browser, or one whose access ended, must ask again.
      'Cache-Control': 'private, no-store',
    },
  });
}
