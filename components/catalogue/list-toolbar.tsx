'use client';

import { useEffect, useState } from 'react';
import { ExportMenu } from '@/components/exports/export-menu';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { SORTS } from '@/lib/contract/values';
import { SORT_LABELS } from '@/lib/catalogue/list-params';
import type { ListState } from '@/lib/catalogue/list-params';
import type { ExportTarget } from '@/lib/exports/export-url';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

type Props = { state: ListState; onChange: (next: Partial<ListState>) => void; noun: string; exports?: ExportTarget };

/** Search by name (as you type, debounced) and sort, for the company-area lists; `exports`: the list's Export menu, with the search. */
export function ListToolbar({ state, onChange, noun, exports }: Props) {
  const [text, setText] = useState(state.search);
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== state.search.trim()) onChange({ search: debounced, page: 1 });
    // Only a settled change of the text updates the URL; state.search follows from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Input
        type="search"
        aria-label={`Search ${noun} by name`}
        placeholder="Search by name"
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="sm:max-w-xs"
      />
      <Select
        aria-label="Sort"
        value={state.sort}
        onChange={(e) => onChange({ sort: e.target.value as ListState['sort'], page: 1 })}
        options={SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        className="sm:w-44"
      />
      {exports ? (
        <ExportMenu target={{ ...exports, query: { ...exports.query, search: state.search, sort: state.sort } }} noun={noun} className="sm:ml-auto" />
      ) : null}
    </div>
  );
}
