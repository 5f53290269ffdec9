'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useMemo, useState } from 'react';
import { FilterChip } from '@/components/lists/filter-chip';
import { CLOSED_MENU, FilterMenu } from '@/components/lists/filter-menu';
import type { FilterMenuState } from '@/components/lists/filter-menu';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { readWhen } from '@/lib/meetings/meeting-url-state';
import { readTaskFilters, taskFiltersToQuery, writeTaskFilters } from '@/lib/tasks/task-filters';
import { useTaskFilterFields } from '@/lib/tasks/use-task-filter-fields';
import { clearField, fieldActive, fieldShown, fieldSummary } from '@/lib/ui/filter-fields';
import { serverRendered } from '@/lib/ui/lazy-component';
import { EMPTY_FILTERS, writeFilters } from '@/lib/workspace-content/filter-params';
import { useContentFilterFields } from '@/lib/workspace-content/use-content-filter-fields';
import type { ContentFilterShow } from '@/lib/workspace-content/use-content-filter-fields';
import { useContentFiltersOf } from '@/lib/workspace-content/use-content-filters';

// The Export menu is plain HTML (a disclosure of two links) that works before its chunk arrives;
// asked for with the bar, so it is in before the bar re-renders (see GlobalFilters).
const loadExport = () => import('@/components/exports/export-menu');
if (typeof window !== 'undefined') void loadExport();
const ExportMenu = serverRendered(() => loadExport().then((m) => m.ExportMenu));

/** Only strings, numbers and module constants: the bar is memoised until its chunk hydrates (lazy-component). */
export type ListFilterBarProps = {
  workspaceId: string;
  /** The page's query string (not read from Next's context here: see useContentFiltersOf). */
  search: string;
  show: ContentFilterShow;
  dateLegend: string;
  /** Which list: the tasks add their own filters, the meetings their `when` to the export. */
  list?: 'tasks' | 'meetings';
  /** Tasks: the workspaces whose people are the assignee choices (comma-separated ids). */
  taskScope?: string;
  currentUserId?: number | null;
  exportDataset?: string;
  exportNoun?: string;
};

/**
 * A workspace list's toolbar: the search box, one "Filter" menu and Export on one row, the active
 * filters as chips under it (server-rendered with the page, so nothing moves when it hydrates).
 * Everything is in the URL under the API's names, as before.
 */
export function ListFilterBar({
  workspaceId,
  search,
  show,
  dateLegend,
  list,
  taskScope = '',
  currentUserId = null,
  exportDataset,
  exportNoun,
}: ListFilterBarProps) {
  const pathname = usePathname();
  const { filters, query, set } = useContentFiltersOf(workspaceId, search);
  const content = useContentFilterFields(workspaceId, search, show, dateLegend, show.dates === 'unbounded' ? 'both' : 'past');
  const task = useTaskFilterFields(list === 'tasks', search, taskScope, currentUserId);
  const fields = useMemo(() => [...task, ...content], [task, content]);
  const [menu, setMenu] = useState<FilterMenuState>(CLOSED_MENU);
  const [thisYear] = useState(() => new Date().getUTCFullYear());

  // Free text: typed locally, pushed to the URL once it settles. A change from outside (Clear
  // filters, back/forward) replaces the text; our own pushes match it (trimmed) and leave it be.
  const [text, setText] = useState(filters.search);
  const [seenSearch, setSeenSearch] = useState(filters.search);
  if (filters.search !== seenSearch) {
    setSeenSearch(filters.search);
    if (filters.search !== text.trim()) setText(filters.search);
  }
  const debounced = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() === filters.search.trim()) return;
    set({ search: debounced });
    // Only a settled change of the text updates the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const chips = fields.filter(fieldShown);
  const active = fields.filter(fieldActive).length;
  // One write for all (each field's own write would read the same stale URL): the search and the
  // tasks' status stay.
  const clearAll = () => {
    let next = writeFilters(new URLSearchParams(search), { ...EMPTY_FILTERS, search: filters.search });
    if (list === 'tasks') next = writeTaskFilters(next, { assignee: null, dueFrom: null, dueTo: null });
    const qs = next.toString();
    window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
  };
  const params = new URLSearchParams(search);
  const exportQuery =
    list === 'tasks' ? { ...query, ...taskFiltersToQuery(readTaskFilters(params)) } : list === 'meetings' ? { ...query, when: readWhen(params) } : query;

  return (
    <section aria-label="Filters" className="space-y-2">
      <div className="flex items-center gap-2">
        <Input
          type="search"
          aria-label="Search"
          placeholder="Search…"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="min-w-0 flex-1 sm:max-w-sm"
        />
        <FilterMenu fields={fields} state={menu} onState={setMenu} views />
        {exportDataset && exportNoun && workspaceId !== 'all' ? (
          <ExportMenu
            target={{ scope: 'workspaces', id: Number(workspaceId), dataset: exportDataset, query: exportQuery }}
            noun={exportNoun}
            className="sm:ml-auto"
          />
        ) : null}
      </div>
      {chips.length > 0 ? (
        <ul aria-label="Active filters" className="flex flex-wrap items-center gap-2">
          {chips.map((f) => (
            <FilterChip
              key={f.id}
              label={f.label}
              summary={fieldSummary(f, thisYear)}
              onEdit={() => setMenu({ open: true, at: f.id })}
              onRemove={fieldActive(f) ? () => clearField(f) : undefined}
            />
          ))}
          {active > 1 ? (
            <li>
              <button
                type="button"
                onClick={clearAll}
                className="h-8 rounded px-1 text-sm font-medium text-primary outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
              >
                Clear all
              </button>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
