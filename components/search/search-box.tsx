'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import type { ComponentType, FocusEvent, KeyboardEvent, Ref } from 'react';
import { cn } from '@/components/ui/cn';
import { Spinner } from '@/components/ui/spinner';
import { searchKeyAction } from '@/lib/search/search-keys';
import { appPath, SEARCH_MIN_CHARS, SEARCH_MAX_CHARS } from '@/lib/search/search-model';
import type { SearchOption } from '@/lib/search/search-model';
import { useHeaderSearch } from '@/lib/search/use-header-search';
import { SearchIcon } from '@/components/ui/more-icons';
import type { SearchPanelProps } from './search-panel';

const loadPanel = () => import('./search-panel').then((m) => m.SearchPanel);

export type SearchBoxProps = {
  /** `inline`: in the header with a popover; `sheet`: inside the phone search sheet, results below. */
  variant: 'inline' | 'sheet';
  inputRef?: Ref<HTMLInputElement>;
  /** Called after a result was opened (the sheet closes). */
  onNavigate?: () => void;
  autoFocus?: boolean;
};

/** The search combobox: type, walk the grouped results with the arrows, Enter or click opens one. */
export function SearchBox({ variant, inputRef, onNavigate, autoFocus }: SearchBoxProps) {
  const router = useRouter();
  const uid = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const listboxId = `search-results-${uid}`;
  const search = useHeaderSearch(`search-${uid}`);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  // The results panel (its states, the grouped list) is imported when the pointer or focus reaches
  // the box: nothing of it paints before (decision 0014). The sheet opens for typing, so it loads at once.
  const [Panel, setPanel] = useState<ComponentType<SearchPanelProps> | null>(null);
  const wantPanel = () => {
    if (!Panel) void loadPanel().then((loaded) => setPanel(() => loaded));
  };
  useEffect(() => {
    if (variant === 'sheet') void loadPanel().then((loaded) => setPanel(() => loaded));
  }, [variant]);

  const sheet = variant === 'sheet';
  // The popover shows while the box has focus and there is something to say; the sheet always shows it.
  const hasPanel = search.text.trim().length > 0;
  const open = hasPanel && (sheet || (focused && !dismissed));
  const listed = search.phase === 'results';
  const activeOption = open && listed ? search.options[active] : undefined;

  function choose(option: SearchOption) {
    const path = appPath(option.hit.url);
    if (!path) return;
    search.setText('');
    setActive(-1);
    setDismissed(true);
    router.push(path);
    onNavigate?.();
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const action = searchKeyAction(e.key, { open, active, count: listed ? search.options.length : 0, text: search.text });
    if (!action) return;
    // In the sheet, Escape is left to the sheet, which closes.
    if (sheet && (action.type === 'close' || action.type === 'clear')) return;
    e.preventDefault();
    if (action.type === 'move') {
      setDismissed(false);
      setActive(action.index);
    } else if (action.type === 'open') {
      const option = search.options[action.index];
      if (option) choose(option);
    } else if (action.type === 'close') {
      setDismissed(true);
      setActive(-1);
    } else {
      search.setText('');
    }
  }

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) {
      setFocused(false);
      setActive(-1);
    }
  };

  return (
    <div
      className={cn('relative w-full', sheet ? 'flex min-h-0 flex-1 flex-col' : '')}
      onFocus={() => {
        setFocused(true);
        wantPanel();
      }}
      onPointerEnter={wantPanel}
      onBlur={onBlur}
    >
      <div className={cn('relative', sheet && 'sticky top-0 z-10 bg-surface px-4 pt-3 pb-2')}>
        <label htmlFor={`search-input-${uid}`} className="sr-only">
          Search
        </label>
        <SearchIcon className={cn('pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground', sheet ? 'left-7' : 'left-3')} />
        <input
          ref={inputRef}
          id={`search-input-${uid}`}
          type="text"
          role="combobox"
          aria-expanded={open && listed}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.domId}
          aria-autocomplete="list"
          aria-keyshortcuts="/"
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_CHARS}
          // The sheet opens for typing: put the caret in the box at once.
          autoFocus={autoFocus}
          placeholder="Search companies, files, meetings…"
          value={search.text}
          onChange={(e) => {
            search.setText(e.target.value);
            setDismissed(false);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className={cn(
            'block h-9 w-full rounded-control border border-input bg-muted/60 pr-9 pl-9 text-sm text-foreground transition-colors',
            'placeholder:text-muted-foreground/70 hover:border-border-strong focus-visible:border-primary focus-visible:bg-surface',
            'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40',
            sheet && 'h-10 bg-surface',
          )}
        />
        <span className={cn('absolute top-1/2 flex -translate-y-1/2 items-center', sheet ? 'right-7' : 'right-3')}>
          {search.pending ? (
            <Spinner className="size-4 text-muted-foreground" />
          ) : !focused && !search.text && !sheet ? (
            <kbd aria-hidden="true" className="rounded border border-border bg-surface px-1.5 text-xs text-muted-foreground">
              /
            </kbd>
          ) : null}
        </span>
      </div>
      {Panel ? (
        <Panel
          open={open}
          sheet={sheet}
          listboxId={listboxId}
          search={search}
          active={active}
          minChars={SEARCH_MIN_CHARS}
          onHover={setActive}
          onChoose={choose}
        />
      ) : (
        <>
          {/* Until the panel is here: its empty live region, and the listbox aria-controls names. */}
          <p aria-live="polite" className="sr-only" />
          <div id={listboxId} role="listbox" aria-label="Search results" hidden />
        </>
      )}
    </div>
  );
}
