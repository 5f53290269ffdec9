'use client';

import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import type { SearchOption } from '@/lib/search/search-model';
import type { HeaderSearchState } from '@/lib/search/use-header-search';
import { SearchResults } from './search-results';

export type SearchPanelProps = {
  open: boolean;
  sheet: boolean;
  listboxId: string;
  search: HeaderSearchState;
  active: number;
  minChars: number;
  onHover: (index: number) => void;
  onChoose: (option: SearchOption) => void;
};

/** What the screen reader hears after each search (the popover itself is not announced). */
function statusText(search: SearchPanelProps['search']): string {
  switch (search.phase) {
    case 'loading':
      return 'Searching…';
    case 'error':
      return 'The search failed.';
    case 'empty':
      return `No results for “${search.term}”.`;
    case 'results':
      return `${search.options.length} ${search.options.length === 1 ? 'result' : 'results'}.`;
    default:
      return '';
  }
}

/** The popover (or the sheet's body) under the box: hints, loading, errors, no results, or the grouped list. */
export function SearchPanel({ open, sheet, listboxId, search, active, minChars, onHover, onChoose }: SearchPanelProps) {
  const { phase } = search;
  const message = 'px-4 py-3 text-sm text-muted-foreground';
  return (
    <>
      <p aria-live="polite" className="sr-only">
        {open ? statusText(search) : ''}
      </p>
      <div
        hidden={!open && !sheet}
        className={cn(
          sheet
            ? 'min-h-0 flex-1 overflow-y-auto border-t border-border'
            : 'absolute top-full left-0 z-30 mt-2 max-h-[min(70vh,32rem)] w-full min-w-[20rem] animate-fade-in overflow-y-auto rounded-card border border-border bg-surface shadow-xl shadow-slate-900/10',
        )}
      >
        {sheet && !search.text.trim() ? <p className={message}>Find companies, brands, products, retailers, files, insights, meetings and tasks.</p> : null}
        {phase === 'idle' && search.text.trim() ? <p className={message}>{`Type at least ${minChars} characters.`}</p> : null}
        {phase === 'loading' ? (
          <p className={cn(message, 'flex items-center gap-2')}>
            <Spinner /> Searching…
          </p>
        ) : null}
        {phase === 'error' ? (
          <p className="px-4 py-3 text-sm text-danger">
            The search failed.{' '}
            <button type="button" className="underline" onMouseDown={(e) => e.preventDefault()} onClick={search.retry}>
              Try again
            </button>
          </p>
        ) : null}
        {phase === 'empty' ? (
          <EmptyState
            compact
            headingLevel={null}
            icon={SearchIcon}
            title={
              <>
                No results for “<span className="font-medium text-foreground">{search.term}</span>”.
              </>
            }
          />
        ) : null}
        {/* Always in the DOM: the box's aria-controls points at it even while it is empty. */}
        <SearchResults
          id={listboxId}
          sections={phase === 'results' ? search.sections : []}
          active={active}
          term={search.term}
          stale={search.pending}
          onHover={onHover}
          onChoose={onChoose}
        />
      </div>
    </>
  );
}
