import type { DateRangeValue } from './date-range';

/**
 * The filters a list offers through its "Filter" menu, described once for the menu and the chips
 * (components/lists). Each screen builds its fields from its URL state (lib/<feature>/use-*-filter-fields.ts);
 * a field's `set*` writes the URL the way the old controls did, so the query parameters are unchanged.
 */
export type FilterOption = { value: string; label: string };

type Common = {
  /** Stable id (the URL parameter's name is a good one): keys, test ids, "open the menu at". */
  id: string;
  /** "Status", "Assignee", "Due", "Retailers"… said first on the chip and in the menu. */
  label: string;
  /** Called when the field is about to be used (its options are read on intent, not with the page). */
  onIntent?: () => void;
};

export type FilterField =
  | (Common & {
      kind: 'one';
      options: readonly FilterOption[];
      value: string | null;
      /** The value that means "not filtered" (null, or "open" for the tasks' status). */
      defaultValue?: string | null;
      /** Shown as a chip even at its default (the tasks' status: the list is never "all" unless asked). */
      pinned?: boolean;
      /** The chip's text while the chosen value has no option yet (options still loading). */
      fallback?: string;
      setOne: (value: string | null) => void;
    })
  | (Common & {
      kind: 'many';
      options: readonly FilterOption[];
      loading?: boolean;
      value: readonly string[];
      setMany: (value: string[]) => void;
    })
  | (Common & {
      kind: 'dates';
      value: DateRangeValue;
      /** Which quick ranges make sense: past (created, added), future (due) or both (meetings). */
      presets: 'past' | 'future' | 'both';
      min?: string;
      max?: string;
      setDates: (value: DateRangeValue) => void;
    });

/** Whether the field narrows the list (a chip with "×"). */
export function fieldActive(field: FilterField): boolean {
  if (field.kind === 'one') return field.value !== (field.defaultValue ?? null);
  if (field.kind === 'many') return field.value.length > 0;
  return field.value.from !== null || field.value.to !== null;
}

/** Whether the field has a chip: active, or pinned. */
export const fieldShown = (field: FilterField): boolean => fieldActive(field) || (field.kind === 'one' && Boolean(field.pinned));

/** Back to "not filtered". */
export function clearField(field: FilterField): void {
  if (field.kind === 'one') field.setOne(field.defaultValue ?? null);
  else if (field.kind === 'many') field.setMany([]);
  else field.setDates({ from: null, to: null });
}

const utc = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A short range for a chip: "1–7 Dec", "28 Nov – 3 Dec", "from 1 Dec", "until 7 Dec", the year
 * added when it is not `thisYear`. Calendar days, read in UTC so the server and the browser agree.
 */
export function formatDayRange({ from, to }: DateRangeValue, thisYear: number): string {
  const parts = (iso: string) => {
    const d = utc(iso);
    return { day: d.getUTCDate(), month: MONTHS[d.getUTCMonth()], year: d.getUTCFullYear() };
  };
  const one = (iso: string) => {
    const p = parts(iso);
    return `${p.day} ${p.month}${p.year === thisYear ? '' : ` ${p.year}`}`;
  };
  if (from && to) {
    if (from === to) return one(from);
    const a = parts(from);
    const b = parts(to);
    if (a.year === b.year && a.month === b.month) return `${a.day}–${b.day} ${b.month}${b.year === thisYear ? '' : ` ${b.year}`}`;
    if (a.year === b.year) return `${a.day} ${a.month} – ${one(to)}`;
    return `${one(from)} – ${one(to)}`;
  }
  if (from) return `from ${one(from)}`;
  if (to) return `until ${one(to)}`;
  return 'any day';
}

/** The chip's text after the label: "Open", "Ada Lovelace", "Tesco", "3 selected", "1–7 Dec". */
export function fieldSummary(field: FilterField, thisYear: number): string {
  if (field.kind === 'one') {
    const option = field.options.find((o) => o.value === field.value);
    return option?.label ?? field.fallback ?? String(field.value ?? '');
  }
  if (field.kind === 'many') {
    if (field.value.length === 1) return field.options.find((o) => o.value === field.value[0])?.label ?? '1 selected';
    return `${field.value.length} selected`;
  }
  return formatDayRange(field.value, thisYear);
}

/** `YYYY-MM-DD` of a local calendar day (the user's today), `offset` days away. */
export function localDay(now: Date, offset = 0): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

export type DatePreset = { id: string; label: string; range: DateRangeValue };

/** The quick ranges of a date filter, around the user's today. */
export function datePresets(kind: 'past' | 'future' | 'both', now: Date): DatePreset[] {
  const today = localDay(now);
  const monthStart = localDay(new Date(now.getFullYear(), now.getMonth(), 1));
  const monthEnd = localDay(new Date(now.getFullYear(), now.getMonth() + 1, 0));
  const past: DatePreset[] = [
    { id: 'last-7', label: 'Last 7 days', range: { from: localDay(now, -6), to: today } },
    { id: 'last-30', label: 'Last 30 days', range: { from: localDay(now, -29), to: today } },
  ];
  const future: DatePreset[] = [
    { id: 'next-7', label: 'Next 7 days', range: { from: today, to: localDay(now, 6) } },
    { id: 'next-30', label: 'Next 30 days', range: { from: today, to: localDay(now, 29) } },
  ];
  return [
    { id: 'today', label: 'Today', range: { from: today, to: today } },
    ...(kind === 'future' ? [] : past),
    ...(kind === 'past' ? [] : future),
    { id: 'month', label: 'This month', range: { from: monthStart, to: monthEnd } },
  ];
}
