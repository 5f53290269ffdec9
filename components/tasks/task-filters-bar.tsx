'use client';

import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { DateRange } from '@/components/ui/date-range';
import { Select } from '@/components/ui/select';
import { personName } from '@/lib/people/person-name';
import { STATUS_LABELS, STATUS_ORDER } from '@/lib/tasks/task-filters';
import type { TaskAssignee, TaskFilters } from '@/lib/tasks/task-filters';
import { useWorkspaceMembers } from '@/lib/workspaces/use-workspace-members';

export type TaskFiltersBarProps = {
  filters: TaskFilters;
  /** The workspaces in view: their people are the assignee choices. */
  scopeIds: readonly number[];
  currentUserId: number | null;
  onChange: (patch: Partial<TaskFilters>) => void;
};

const readAssignee = (value: string): TaskAssignee => (value === '' ? null : value === 'me' ? 'me' : Number(value));

/** Status (a segmented control), assignee and due dates: the tasks screen's filters beside the global ones. */
export function TaskFiltersBar({ filters, scopeIds, currentUserId, onChange }: TaskFiltersBarProps) {
  const { members, isPending: membersLoading } = useWorkspaceMembers(scopeIds);
  const name = `status-${useId().replace(/:/g, '')}`;
  const others = members.filter((m) => m.id !== currentUserId);
  const chosen = typeof filters.assignee === 'number' ? filters.assignee : null;
  const unknownChosen = chosen !== null && !others.some((m) => m.id === chosen) && chosen !== currentUserId;
  const options = [
    { value: '', label: 'Anyone' },
    { value: 'me', label: 'Me' },
    ...(unknownChosen ? [{ value: String(chosen), label: membersLoading ? 'Loading…' : 'Selected person' }] : []),
    ...others.map((m) => ({ value: String(m.id), label: personName(m) })),
  ];
  // "Me" chosen through its id (a shared link) reads as "Me".
  const assigneeValue = filters.assignee === null ? '' : filters.assignee === currentUserId ? 'me' : String(filters.assignee);

  return (
    <section aria-label="Task filters" className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
      <fieldset className="min-w-0">
        <legend className="sr-only">Status</legend>
        <div className="inline-flex max-w-full overflow-x-auto rounded-control border border-border bg-surface p-0.5 shadow-xs">
          {STATUS_ORDER.map((status) => (
            <label
              key={status}
              className={cn(
                'cursor-pointer rounded-[calc(var(--radius-control)-2px)] px-3 py-1.5 text-sm whitespace-nowrap transition-colors has-focus-visible:outline-2 has-focus-visible:outline-ring',
                filters.status === status ? 'bg-primary text-primary-foreground shadow-sm' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <input type="radio" name={name} value={status} checked={filters.status === status} onChange={() => onChange({ status })} className="sr-only" />
              {STATUS_LABELS[status]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,14rem)_minmax(0,20rem)] sm:items-end">
        <Select aria-label="Assignee" value={assigneeValue} options={options} onChange={(e) => onChange({ assignee: readAssignee(e.target.value) })} />
        <DateRange legend="Due" value={{ from: filters.dueFrom, to: filters.dueTo }} onChange={(range) => onChange({ dueFrom: range.from, dueTo: range.to })} />
      </div>
    </section>
  );
}
