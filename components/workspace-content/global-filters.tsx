'use client';

import { useSearchParams } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { serverRendered } from '@/lib/ui/lazy-component';
import type { ContentFilterShow } from '@/lib/workspace-content/use-content-filter-fields';
import { activeFilterCount, readFilters } from '@/lib/workspace-content/filter-params';

export type GlobalFiltersProps = {
  workspaceId: string;
  /**
   * Which filters to offer. `dates: true` bounds the pickers by `workspaces/dates` (files, insights,
   * retailers); `'unbounded'` leaves them open (meetings and due dates lie in the future).
   * A module constant: the bar is memoised until it hydrates.
   */
  show: ContentFilterShow;
  /** Which day the dates filter, the date chip's label: "Created", "Added", "Meeting date"… */
  dateLegend?: string;
  /** The list's Export menu (decision 0029) for one workspace (not `all`). */
  exportTo?: { dataset: string; noun: string };
  /** The tasks add status, assignee and due (their people: the workspaces of `taskScope`); the meetings export their tab. */
  list?: 'tasks' | 'meetings';
  taskScope?: readonly number[];
  currentUserId?: number | null;
};

// The bar (search, "Filter" menu, chips, Export) paints from the server and is not in the first
// load (decision 0020). Its code is asked for as soon as the page's runs, not when hydration
// reaches it: a boundary still waiting for its code when a context above it changes (the router's,
// at hydration) has its server HTML dropped and painted again, a visible flash of the toolbar.
const loadBar = () => import('./list-filter-bar');
if (typeof window !== 'undefined') void loadBar();
const ListFilterBar = serverRendered(() => loadBar().then((m) => m.ListFilterBar));

/**
 * Section 2's global filters (and a list's own) for a workspace list screen, kept in the URL
 * (shareable): a search box, one "Filter" menu and the active filters as chips (Linear's pattern),
 * so the first row of the list stays above the fold on a phone. The space of the chips' row is kept
 * from the first paint when filters are set (no shift while the bar's code arrives).
 */
export function GlobalFilters({ workspaceId, show, dateLegend = 'Date', exportTo, list, taskScope, currentUserId }: GlobalFiltersProps) {
  const search = useSearchParams().toString();
  const chips = list === 'tasks' || activeFilterCount({ ...readFilters(new URLSearchParams(search)), search: '' }) > 0;
  return (
    <div className={cn(chips ? 'min-h-[5.5rem]' : 'min-h-10')}>
      <ListFilterBar
        workspaceId={workspaceId}
        search={search}
        show={show}
        dateLegend={dateLegend}
        list={list}
        taskScope={taskScope?.join(',')}
        currentUserId={currentUserId}
        exportDataset={exportTo?.dataset}
        exportNoun={exportTo?.noun}
      />
    </div>
  );
}
