'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { FileIcon } from '@/components/ui/icons';
import { Pager } from '@/components/ui/pager';
import { QueryState } from '@/components/ui/query-state';
import { FILE_MSG } from '@/lib/files/messages';
import type { FilePage } from '@/lib/files/use-files';
import { FileRow } from './file-row';
import { NoMatchState } from '@/components/workspace-content/no-match-state';

export type FileListProps = {
  page: FilePage | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  filtered: boolean;
  onRetry: () => void;
  onClear: () => void;
  onPage: (page: number) => void;
  onOpen: (id: number) => void;
  hrefFor: (id: number) => string;
  /** The "Upload file" button for the empty state, when the caller may upload. */
  uploadAction: ReactNode;
};

/** The files of the page: rows, paging with the total, and the empty and failure states. */
export function FileList({ page, isPending, isError, isFetching, filtered, onRetry, onClear, onPage, onOpen, hrefFor, uploadAction }: FileListProps) {
  const empty = filtered ? (
    <NoMatchState title="No files match these filters" description="Try other filters, or clear them to see every file." onClear={onClear} />
  ) : (
    <EmptyState
      icon={FileIcon}
      title="No files yet"
      description="Upload a document or link to one so everyone in the workspace can find it here."
      action={uploadAction}
    />
  );

  return (
    <QueryState
      data={page}
      pending={isPending}
      failed={isError ? `${FILE_MSG.fetchList}.` : null}
      onRetry={onRetry}
      label="files"
      isEmpty={(p) => p.data.length === 0}
      empty={empty}
    >
      {({ data: files, meta }) => (
        <div className="space-y-3">
          <div className="relative overflow-hidden rounded-card border border-border bg-surface shadow-xs" aria-busy={isFetching || undefined}>
            <div
              aria-hidden="true"
              className="hidden grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1fr)] gap-x-4 border-b border-border bg-muted/50 py-2 pr-4 pl-16 text-xs font-medium tracking-wide text-muted-foreground uppercase md:grid"
            >
              <span>Name · latest version</span>
              <span>Workspaces · retailers</span>
              <span className="text-right">Uploaded</span>
            </div>
            <ul aria-label="Files" className="divide-y divide-border">
              {files.map((f) => (
                <FileRow key={f.id} file={f} href={hrefFor(f.id)} onOpen={onOpen} />
              ))}
            </ul>
          </div>
          {meta ? <Pager meta={meta} onPage={onPage} noun={['file', 'files']} busy={isFetching} /> : null}
        </div>
      )}
    </QueryState>
  );
}
