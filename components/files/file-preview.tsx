'use client';

import type { FileVersion } from '@/lib/contract/files';
import { previewKind, versionPreviewHref } from '@/lib/files/format';
import { usePdfViewer } from '@/lib/files/use-pdf-viewer';

/**
 * The latest version shown in the page: an image inline, a PDF in the browser's own viewer (a
 * same-origin frame of the preview route, which runs nothing of its own). Nothing for other types,
 * links, or a PDF in a browser without a viewer: the versions keep their Download button.
 */
export function FilePreview({ fileId, fileName, version }: { fileId: number; fileName: string; version: FileVersion }) {
  const pdfViewer = usePdfViewer();
  const kind = version.kind === 'upload' ? previewKind(version.document?.mime) : null;
  if (!kind || (kind === 'pdf' && !pdfViewer)) return null;
  const src = versionPreviewHref(fileId, version.id);
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-control border border-border bg-muted/40">
      {kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- the BFF streams it with the session; no optimizer (next.config.mjs)
        <img src={src} alt={`Preview of ${fileName}`} decoding="async" className="mx-auto block max-h-[60vh] w-auto max-w-full object-contain" />
      ) : (
        <iframe src={src} title={`Preview of ${fileName}`} className="block h-[70vh] max-h-[48rem] w-full bg-background" />
      )}
    </section>
  );
}
