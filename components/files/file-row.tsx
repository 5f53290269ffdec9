'use client';

import { RowFocusRing, RowLink } from '@/components/workspace-content/list-screen';
import type { FileRecord } from '@/lib/contract/files';
import { DOCUMENT_KIND_LABELS, documentKind, formatBytes, formatDate, urlHost } from '@/lib/files/format';
import { personName } from '@/lib/people/person-name';
import { CategoryBadge } from './file-type-icon';
import { FileThumbnail } from './file-thumbnail';

/** What the latest version is: "v3 · PDF · 1.2 MB", or "v2 · Link · example.com". */
export function latestSummary(file: FileRecord): string {
  const v = file.latest_version;
  if (v.kind === 'url') return `v${v.version} · Link${v.external_url ? ` · ${urlHost(v.external_url)}` : ''}`;
  const doc = v.document;
  return `v${v.version} · ${DOCUMENT_KIND_LABELS[documentKind(doc?.mime ?? 'application/octet-stream')]}${doc ? ` · ${formatBytes(doc.size)}` : ''}`;
}

/**
 * One file of the list. The name is a real link to `?fileId=` (shareable, opens in a new tab);
 * a plain click opens the side panel without a page load.
 */
export function FileRow({ file, href, onOpen }: { file: FileRecord; href: string; onOpen: (id: number) => void }) {
  const where = [file.workspaces.map((w) => w.name).join(', '), file.retailers.map((r) => r.name).join(', ')].filter(Boolean);

  return (
    <li className="group relative flex gap-3 px-4 py-3 compact:py-1.5 transition-colors hover:bg-muted/60 focus-within:bg-muted/60 sm:items-center">
      <FileThumbnail file={file} />
      <div className="grid min-w-0 flex-1 gap-x-4 gap-y-1 md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)] md:items-center">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <RowLink href={href} onOpen={() => onOpen(file.id)} focus="ring" className="min-w-0 truncate text-foreground">
              {file.name}
            </RowLink>
            <CategoryBadge category={file.category} />
          </div>
          <p className="truncate text-xs text-muted-foreground">{latestSummary(file)}</p>
        </div>
        <div className="min-w-0 text-xs text-muted-foreground md:text-sm">
          {where.length > 0 ? (
            <p className="truncate" title={where.join(' · ')}>
              {where.join(' · ')}
            </p>
          ) : (
            <p className="hidden md:block">—</p>
          )}
        </div>
        <div className="min-w-0 text-xs text-muted-foreground md:text-right md:text-sm">
          <span className="truncate">{personName(file.created_by)}</span>
          <span aria-hidden="true"> · </span>
          {/* The day is the viewer's: the server's zone may write another one, which the browser corrects. */}
          <time dateTime={file.created_at} suppressHydrationWarning>
            {formatDate(file.created_at)}
          </time>
        </div>
      </div>
      <RowFocusRing />
    </li>
  );
}
