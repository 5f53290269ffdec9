'use client';

import { Button } from '@/components/ui/button';
import type { PageMeta } from '@/lib/contract/common';

/** "12 workspaces · page 1 of 1" with Previous / Next (wraps on phones). */
export function Pager({ meta, onPage, noun, busy }: { meta: PageMeta; onPage: (page: number) => void; noun: [string, string]; busy?: boolean }) {
  const { total, current_page: page, last_page: last } = meta;
  return (
    <nav aria-label={`${noun[1]} pages`} className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
      <span aria-live="polite">
        {total} {total === 1 ? noun[0] : noun[1]}
        {last > 1 ? ` · page ${page} of ${last}` : ''}
      </span>
      {last > 1 ? (
        <div className="flex gap-2">
          <Button size="small" variant="outline" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
            Previous
          </Button>
          <Button size="small" variant="outline" disabled={page >= last || busy} onClick={() => onPage(page + 1)}>
            Next
          </Button>
        </div>
      ) : null}
    </nav>
  );
}

/** What the button needs of a keyset-paged `useInfiniteQuery`. */
type OlderPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Show older" under a newest-first list read by keyset (activity, trash): reads the next page; gone on the last one. */
export function ShowOlderButton({ pages }: { pages: OlderPages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="outline" size="small" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? 'Loading…' : 'Show older'}
    </Button>
  );
}
