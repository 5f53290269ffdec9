'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useMemo, useState } from 'react';
import { personName } from '@/lib/people/person-name';
import type { FilterField } from '@/lib/ui/filter-fields';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';
import { DEFAULT_TASK_STATUS, readTaskFilters, STATUS_LABELS, STATUS_ORDER, writeTaskFilters } from './task-filters';
import type { TaskAssignee, TaskFilters, TaskStatus } from './task-filters';

const STATUS_OPTIONS = STATUS_ORDER.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
const NONE: readonly never[] = [];
const readAssignee = (value: string | null): TaskAssignee => (value === null ? null : value === 'me' ? 'me' : Number(value));

/**
 * The tasks screen's own filters as "Filter" menu fields: status (always on a chip: the list shows
 * open tasks unless asked otherwise), assignee (the people of `scope`, comma-separated workspace
 * ids, read once the field is wanted or a person is chosen) and due dates, from `search` (the page's
 * query string). Same URL parameters as
 * before (`status`, `assignee`, `due_from`, `due_to`). `on` false: none (the other lists).
 */
export function useTaskFilterFields(on: boolean, search: string, scope: string, currentUserId: number | null): FilterField[] {
  const pathname = usePathname();
  const filters = useMemo(() => readTaskFilters(new URLSearchParams(search)), [search]);
  const [wanted, setWanted] = useState(false);
  const scopeIds = useMemo(() => (on && scope ? scope.split(',').map(Number) : NONE), [on, scope]);
  const { members, isPending } = useWorkspaceMembers(scopeIds, NONE, wanted || typeof filters.assignee === 'number');
  const change = useCallback(
    (patch: Partial<TaskFilters>) => {
      const qs = writeTaskFilters(new URLSearchParams(search), patch).toString();
      window.history.replaceState(null, '', qs ? `${pathname}?${qs}` : pathname);
    },
    [pathname, search],
  );

  return useMemo(() => {
    if (!on) return [];
    const others = members.filter((m) => m.id !== currentUserId);
    // "Me" chosen through its id (a shared link) reads as "Me".
    const assignee = filters.assignee === null ? null : filters.assignee === currentUserId ? 'me' : String(filters.assignee);
    return [
      {
        id: 'status',
        label: 'Status',
        kind: 'one',
        options: STATUS_OPTIONS,
        value: filters.status,
        defaultValue: DEFAULT_TASK_STATUS,
        pinned: true,
        setOne: (value) => change({ status: (value ?? DEFAULT_TASK_STATUS) as TaskStatus }),
      },
      {
        id: 'assignee',
        label: 'Assignee',
        kind: 'one',
        options: [{ value: 'me', label: 'Me' }, ...others.map((m) => ({ value: String(m.id), label: personName(m) }))],
        value: assignee,
        fallback: isPending ? 'Loading…' : 'Selected person',
        setOne: (value) => change({ assignee: readAssignee(value) }),
        onIntent: () => setWanted(true),
      },
      {
        id: 'due',
        label: 'Due',
        kind: 'dates',
        presets: 'both',
        value: { from: filters.dueFrom, to: filters.dueTo },
        setDates: (range) => change({ dueFrom: range.from, dueTo: range.to }),
      },
    ] satisfies FilterField[];
  }, [on, members, isPending, currentUserId, filters, change]);
}
