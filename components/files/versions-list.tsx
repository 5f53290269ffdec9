'use client';

import { useState } from 'react';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { FileVersion } from '@/lib/contract/files';
import { DOCUMENT_KIND_LABELS, documentKind, formatBytes, formatDateTime, urlHost } from '@/lib/files/format';
import { personName } from '@/lib/people/person-name';
import { FILE_MSG } from '@/lib/files/messages';
import { previousTextVersion } from '@/lib/files/use-version-compare';
import type { ComparePair } from '@/lib/files/use-version-compare';
import { FileTypeIcon } from './file-type-icon';
import { VersionCompareDialog } from './version-compare-dialog';

/** The BFF path streaming a version with the session (the upstream's `download_url` is the same path). */
export const versionDownloadHref = (fileId: number, versionId: number) => `/api/files/${fileId}/version/${versionId}/download`;

/**
 * Every version, newest first: download a stored one (a plain link through the BFF), open a link
 * in a new tab, compare a text version with the previous text one (anyone who reads the file), and
 * delete one when the caller may edit and it is not the only one left.
 */
export function VersionsList({ fileId, versions, canEdit }: { fileId: number; versions: FileVersion[]; canEdit: boolean }) {
  const [removing, setRemoving] = useState<FileVersion | null>(null);
  // The pair stays set while the dialog closes, so its content does not vanish during the animation.
  const [comparing, setComparing] = useState<ComparePair | null>(null);
  const [compareOpen, setCompareOpen] = useState(false);
  const remove = useApiMutation<unknown, FileVersion>({
    request: (v) => apiFetch(`files/${fileId}/version/${v.id}`, { method: 'DELETE' }),
    errorFallback: FILE_MSG.versionRemove,
    success: { title: FILE_MSG.versionRemoved },
    invalidate: [queryKeys.files],
  });
  const ordered = [...versions].sort((a, b) => b.version - a.version);

  return (
    <>
      <ol aria-label="Versions" className="divide-y divide-border rounded-control border border-border">
        {ordered.map((v, i) => {
          const kind = v.kind === 'url' ? 'link' : documentKind(v.document?.mime ?? 'application/octet-stream');
          const what =
            v.kind === 'url'
              ? `Link · ${urlHost(v.external_url ?? '')}`
              : `${v.document?.original_name ?? 'Document'} · ${DOCUMENT_KIND_LABELS[kind]} · ${formatBytes(v.document?.size ?? 0)}`;
          const base = previousTextVersion(versions, v);
          return (
            <li key={v.id} className="flex flex-wrap items-center gap-3 px-3 py-2.5">
              <FileTypeIcon kind={kind} className="size-8" />
              <div className="min-w-0 flex-1 basis-48">
                <p className="text-sm font-medium">
                  Version {v.version}
                  {i === 0 ? <span className="ml-2 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">Latest</span> : null}
                </p>
                <p className="truncate text-xs text-muted-foreground" title={what}>
                  {what}
                </p>
                <p className="text-xs text-muted-foreground">
                  {personName(v.uploaded_by)} · <time dateTime={v.created_at}>{formatDateTime(v.created_at)}</time>
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {base ? (
                  <Button
                    size="small"
                    variant="outline"
                    onClick={() => {
                      setComparing({ version: v, base });
                      setCompareOpen(true);
                    }}
                  >
                    {/* The visible words start the accessible name (label in name), the numbers tell the rows apart. */}
                    Compare with previous
                    <span className="sr-only">
                      {' '}
                      (version {v.version} with version {base.version})
                    </span>
                  </Button>
                ) : null}
                {v.kind === 'url' && v.external_url ? (
                  <a
                    href={v.external_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Open link of version ${v.version}`}
                    className={buttonClasses({ variant: 'outline', size: 'small' })}
                  >
                    Open link
                  </a>
                ) : (
                  <a
                    href={versionDownloadHref(fileId, v.id)}
                    download={v.document?.original_name ?? true}
                    aria-label={`Download version ${v.version}`}
                    className={buttonClasses({ variant: 'outline', size: 'small' })}
                  >
                    Download
                  </a>
                )}
                {canEdit && ordered.length > 1 ? (
                  <Button size="small" variant="outline" onClick={() => setRemoving(v)} aria-label={`Delete version ${v.version}`}>
                    Delete
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <VersionCompareDialog fileId={fileId} pair={comparing} open={compareOpen} onOpenChange={setCompareOpen} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={`Delete version ${removing?.version ?? ''}?`}
        text="This version will be deleted for everyone. You can restore it from “Recently deleted” on your profile."
        onConfirm={() => (removing ? remove.run(removing) : false)}
      />
    </>
  );
}
