'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { KIND_WORDS } from '@/lib/directories/kinds';
import { searchStatusText } from '@/lib/directories/search-state';
import { useDirectorySearch } from '@/lib/directories/use-directory-search';
import { DirectoryEntryForm } from './directory-entry-form';
import { EntrySummary } from './entry-summary';

export type DirectoryPickerProps = {
  kind: DirectoryKind;
  onPick: (entry: DirectoryEntry) => void;
  /** Entries that cannot be picked again (e.g. already linked), shown as such. */
  takenIds?: ReadonlySet<number>;
  takenLabel?: string;
  autoFocus?: boolean;
};

/**
 * Search a shared directory as you type (300 ms debounce) and pick an entry, or create a new entry
 * when nothing has that name. Results are buttons in a list; a live region announces the count.
 */
export function DirectoryPicker({ kind, onPick, takenIds, takenLabel = 'Already linked', autoFocus = true }: DirectoryPickerProps) {
  const words = KIND_WORDS[kind];
  const search = useDirectorySearch(kind);
  const [creating, setCreating] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Opened by a click (or back from "create"): move focus into the search.
  useEffect(() => {
    if (autoFocus && !creating) inputRef.current?.focus();
  }, [autoFocus, creating]);
  const status = searchStatusText(search.phase, search.results.length, search.results.length === 1 ? words.one : words.many);

  if (creating) {
    return <DirectoryEntryForm kind={kind} initialName={search.typed ?? ''} onCreated={onPick} onCancel={() => setCreating(false)} />;
  }

  return (
    <div className="space-y-3">
      <Field label={`Search the ${words.one} directory`} hint="Results appear as you type.">
        <Input
          ref={inputRef}
          type="search"
          value={search.text}
          placeholder="Name"
          autoComplete="off"
          maxLength={100}
          onChange={(e) => search.setText(e.target.value)}
          data-autofocus={autoFocus || undefined}
        />
      </Field>
      <p aria-live="polite" className="sr-only">
        {status}
      </p>
      {search.phase === 'typing' || search.phase === 'loading' ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner /> Searching…
        </p>
      ) : null}
      {search.phase === 'error' ? (
        <p className="text-sm text-danger">
          The search failed.{' '}
          <button type="button" className="underline" onClick={search.retry}>
            Try again
          </button>
        </p>
      ) : null}
      {search.phase === 'empty' ? (
        <p className="text-sm text-muted-foreground">
          No {words.many} named like “{search.typed}”.
        </p>
      ) : null}
      {search.results.length > 0 && search.phase !== 'idle' ? (
        <ul aria-label={`${words.One} directory results`} className="max-h-64 divide-y divide-border overflow-y-auto rounded-card border border-border">
          {search.results.map((entry) => {
            const taken = takenIds?.has(entry.id) ?? false;
            return (
              <li key={entry.id} className="flex items-center gap-3 px-3 py-2">
                <div className="min-w-0 flex-1 text-sm">
                  <EntrySummary entry={entry} compact />
                </div>
                {taken ? (
                  <span className="text-xs text-muted-foreground">{takenLabel}</span>
                ) : (
                  <Button size="small" variant="outline" onClick={() => onPick(entry)} aria-label={`Select ${entry.name}`}>
                    Select
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {search.canCreate ? (
        <Button variant="outline" size="small" onClick={() => setCreating(true)} className="max-w-full truncate">
          Create “{search.typed}” in the directory
        </Button>
      ) : null}
    </div>
  );
}
