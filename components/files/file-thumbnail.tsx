'use client';

import { useState } from 'react';
import type { FileRecord } from '@/lib/contract/files';
import { documentKind, previewKind, versionPreviewHref } from '@/lib/files/format';
import { FileTypeIcon } from './file-type-icon';

/**
 * The list's leading square: a thumbnail of an image's latest version (the preview route, loaded
 * lazily, fixed at the icon's 36×36 so nothing shifts), the type icon for anything else or when
 * the image fails to load. Decorative: the name and the kind are written beside it.
 */
export function FileThumbnail({ file }: { file: FileRecord }) {
  const latest = file.latest_version;
  const [failed, setFailed] = useState(false);
  if (latest.kind === 'url') return <FileTypeIcon kind="link" />;
  const mime = latest.document?.mime ?? 'application/octet-stream';
  if (failed || previewKind(mime) !== 'image') return <FileTypeIcon kind={documentKind(mime)} />;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the BFF streams it with the session; no optimizer (next.config.mjs)
    <img
      src={versionPreviewHref(file.id, latest.id)}
      alt=""
      width={36}
      height={36}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      data-testid="file-thumbnail"
      className="size-9 shrink-0 rounded-lg border border-border bg-muted object-cover"
    />
  );
}
