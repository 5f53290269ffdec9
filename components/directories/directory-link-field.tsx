'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { DirectoryEntry, DirectoryKind } from '@/lib/contract/directories';
import { KIND_WORDS } from '@/lib/directories/kinds';
import { useDirectoryEntry } from '@/lib/directories/use-directory-entry';
import { FieldErrors } from '@/components/ui/field';
import { DirectoryPicker } from './directory-picker';
import { EntrySummary } from './entry-summary';

export type DirectoryLinkFieldProps = {
  kind: DirectoryKind;
  /** The linked entry's id (null: not linked). */
  value: number | null;
  /** The entry object when it was just picked (saves a fetch). */
  entry?: DirectoryEntry | null;
  onChange: (entry: DirectoryEntry | null) => void;
  /** Open the search straight away ("Add from directory"). */
  startOpen?: boolean;
  errors?: string[];
};

/**
 * The optional link of a company record to a shared directory entry: shows the linked entry with
 * Change / Unlink, or a search to pick (or create) one. Render it outside the record's <form>.
 */
export function DirectoryLinkField({ kind, value, entry, onChange, startOpen = false, errors }: DirectoryLinkFieldProps) {
  const words = KIND_WORDS[kind];
  const [open, setOpen] = useState(startOpen && value === null);
  const linked = useDirectoryEntry(kind, value, entry);

  return (
    <section aria-label="Directory link" className="space-y-2">
      <h3 className="text-sm font-medium">Shared directory</h3>
      {value !== null && !open ? (
        <div className="flex flex-wrap items-center gap-3 rounded-card border border-border px-3 py-2">
          <div className="min-w-0 flex-1 basis-40 text-sm">
            {linked.data ? (
              <EntrySummary entry={linked.data} compact />
            ) : (
              <span className="text-muted-foreground">
                Directory {words.one} #{value}
              </span>
            )}
          </div>
          <Button size="small" variant="outline" onClick={() => setOpen(true)}>
            Change
          </Button>
          <Button size="small" variant="outline" onClick={() => onChange(null)}>
            Unlink
          </Button>
        </div>
      ) : null}
      {value === null && !open ? (
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm text-muted-foreground">Not linked to the shared {words.one} directory.</p>
          <Button size="small" variant="outline" onClick={() => setOpen(true)}>
            Link to directory
          </Button>
        </div>
      ) : null}
      {open ? (
        <div className="space-y-2 rounded-card border border-border p-3">
          <DirectoryPicker
            kind={kind}
            onPick={(picked) => {
              onChange(picked);
              setOpen(false);
            }}
          />
          <Button size="small" variant="outline" onClick={() => setOpen(false)}>
            {value === null ? 'Skip the directory' : 'Keep the current link'}
          </Button>
        </div>
      ) : null}
      {errors?.length ? <FieldErrors messages={errors} /> : null}
    </section>
  );
}
