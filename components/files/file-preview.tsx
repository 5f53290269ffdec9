'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { FileVersion } from '@/lib/contract/files';
import { formatBytes, previewKind, versionPreviewHref } from '@/lib/files/format';
import { usePdfViewer } from '@/lib/files/use-pdf-viewer';
import { FileTypeIcon } from './file-type-icon';

/**
 * The latest version shown in the page: an image inline, a PDF in the browser's own viewer (a
 * same-origin frame of the preview route, which runs nothing of its own) once asked for. Chrome's
 * viewer takes the keyboard focus when it loads (Escape would no longer close the panel) and a PDF
 * can be 50 MB, so opening a file never starts it. Nothing for other types, links, or a PDF in a
 * browser without a viewer: the versions keep their Download button. Keyed by version by the caller.
 */
export function FilePreview({ fileId, fileName, version }: { fileId: number; fileName: string; version: FileVersion }) {
  const pdfViewer = usePdfViewer();
  const [showPdf, setShowPdf] = useState(false);
  const kind = version.kind === 'upload' ? previewKind(version.document?.mime) : null;
  if (!kind || (kind === 'pdf' && !pdfViewer)) return null;
  const src = versionPreviewHref(fileId, version.id);
  return (
    <section aria-label="Preview" className="overflow-hidden rounded-control border border-border bg-muted/40">
      {kind === 'image' ? (
        // eslint-disable-next-line @next/next/no-img-element -- the BFF streams it with the session; no optimizer (next.config.mjs)
        <img src={src} alt={`Preview of ${fileName}`} decoding="async" className="mx-auto block max-h-[60vh] w-auto max-w-full object-contain" />
      ) : showPdf ? (
        <iframe src={src} title={`Preview of ${fileName}`} className="block h-[70vh] max-h-[48rem] w-full bg-background" />
      ) : (
        <div className="flex flex-wrap items-center gap-3 p-3">
          <FileTypeIcon kind="pdf" />
          <p className="min-w-0 flex-1 truncate text-sm text-muted-foreground">PDF{version.document ? ` · ${formatBytes(version.document.size)}` : ''}</p>
          <Button size="small" variant="outline" onClick={() => setShowPdf(true)}>
            Show PDF preview
          </Button>
        </div>
      )}
    </section>
  );
}
