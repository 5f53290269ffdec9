'use client';

import { useId, useState } from 'react';
import { activityToCsv } from '@/lib/activity/activity-csv';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ActivityPage, ActivityResource } from '@/lib/contract/activity';
import { toast } from '@/lib/toasts/toast-store';
import type { DateRangeValue } from '@/lib/ui/date-range';
import { Button } from '@/components/ui/button';
import { DateRange } from '@/components/ui/date-field';
import { Select } from '@/components/ui/select';

/** What the log is filtered by; each is a query parameter of the activity routes. */
export type ActivityFilters = { actor_id?: number; subject_type?: string; action?: ActivityResource['action']; date_from?: string; date_to?: string };

/** Record kinds as their routes name them (the `subject.type` of an entry), in the words of the screens. */
const KINDS: [string, string][] = [
  ['tasks', 'Tasks'],
  ['meetings', 'Meetings'],
  ['files', 'Files'],
  ['insights', 'Insights'],
  ['discussions', 'Discussions'],
  ['comment', 'Comments'],
  ['notes', 'Notes'],
  ['retailers', 'Retailers'],
  ['brands', 'Brands'],
  ['products', 'Products'],
  ['workspace-retailers', 'Workspace retailers'],
  ['workspace-brands', 'Workspace brands'],
  ['workspace-products', 'Workspace products'],
  ['contacts', 'Contacts'],
  ['partners', 'Partners'],
  ['distributors', 'Distributors'],
  ['monitoring-products', 'Monitored products'],
  ['pages', 'Monitored pages'],
  ['companies', 'Companies'],
  ['workspaces', 'Workspaces'],
  ['teams', 'Teams'],
];
const ACTIONS: [ActivityResource['action'], string][] = [
  ['create', 'Created'],
  ['update', 'Changed'],
  ['delete', 'Deleted'],
  ['restore', 'Restored'],
  ['action', 'Other actions'],
];
/** The most an export reads (50 pages of 100): a spreadsheet, not a backup. */
const EXPORT_MAX = 5000;

type Props = {
  path: string;
  filters: ActivityFilters;
  onChange: (next: ActivityFilters) => void;
  /** People seen in the log so far (and the one chosen), for the person filter. */
  people: { id: number; name: string }[];
};

/** Filters by person, kind of record, action and day, and "Export CSV" of what they select. */
export function ActivityTools({ path, filters, onChange, people }: Props) {
  const [exported, setExported] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const range: DateRangeValue = { from: filters.date_from ?? null, to: filters.date_to ?? null };

  const exportCsv = async () => {
    const entries: ActivityResource[] = [];
    let before: number | undefined;
    setExported(0);
    do {
      const res = await apiFetch<ActivityPage['data']>(path, { query: { ...filters, per_page: 100, before }, fallback: 'Failed to export the activity' });
      if (!res.ok) {
        setExported(null);
        toast.error('Export failed', res.message);
        return;
      }
      const page = res.body as ActivityPage;
      entries.push(...page.data);
      setExported(entries.length);
      before = page.next_before ?? undefined;
    } while (before !== undefined && entries.length < EXPORT_MAX);
    const url = URL.createObjectURL(new Blob([activityToCsv(entries)], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
    link.click();
    URL.revokeObjectURL(url);
    setExported(null);
    if (before !== undefined) toast.success('Exported the newest 5,000 entries', 'Narrow the dates to export older ones.');
  };

  const active = Object.values(filters).some((v) => v !== undefined);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-center gap-2">
        {/* Folded until asked for, so the log itself comes first (on a phone above all). */}
        <Button variant="outline" size="small" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
          {active ? 'Filter (on)' : 'Filter'}
        </Button>
        <Button variant="outline" size="small" disabled={exported !== null} onClick={() => void exportCsv()}>
          {exported === null ? 'Export CSV' : `Exporting… ${exported}`}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="flex flex-wrap items-end gap-2">
          <Select
            aria-label="Person"
            className="w-44"
            value={filters.actor_id ? String(filters.actor_id) : ''}
            placeholder="Everyone"
            options={people.map((p) => ({ value: String(p.id), label: p.name || `User ${p.id}` }))}
            onChange={(e) => onChange({ ...filters, actor_id: e.target.value ? Number(e.target.value) : undefined })}
          />
          <Select
            aria-label="Kind"
            className="w-44"
            value={filters.subject_type ?? ''}
            placeholder="Every kind"
            options={KINDS.map(([value, label]) => ({ value, label }))}
            onChange={(e) => onChange({ ...filters, subject_type: e.target.value || undefined })}
          />
          <Select
            aria-label="Action"
            className="w-40"
            value={filters.action ?? ''}
            placeholder="Every action"
            options={ACTIONS.map(([value, label]) => ({ value, label }))}
            onChange={(e) => onChange({ ...filters, action: (e.target.value || undefined) as ActivityFilters['action'] })}
          />
          <DateRange legend="When" value={range} onChange={(r) => onChange({ ...filters, date_from: r.from ?? undefined, date_to: r.to ?? undefined })} />
        </div>
      ) : null}
    </div>
  );
}
