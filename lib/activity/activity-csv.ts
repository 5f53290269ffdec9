import type { ActivityResource } from '@/lib/contract/activity';
import { csvText } from '@/lib/csv/csv-cell';

export const ACTIVITY_CSV_COLUMNS = [
  'at',
  'actor_id',
  'actor',
  'impersonated_by',
  'credential',
  'api_token',
  'action',
  'record_type',
  'record_id',
  'record',
  'call',
  'workspace_id',
  'company_id',
  'changes',
] as const;

/** A changed field as one readable piece: `due_date: 2026-12-03 → 2026-12-05` (values as stored). */
function changeText(c: { field: string; before: unknown; after: unknown }): string {
  const value = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  return `${c.field}: ${value(c.before)} → ${value(c.after)}`;
}

/**
 * The activity log as a spreadsheet: one line per entry, newest first as read, the time in ISO 8601
 * (UTC), people by name and id, and the changed fields in one cell (`field: before → after; …`).
 * Cells go through `csvCell` (formula-safe in every locale).
 */
export function activityToCsv(entries: readonly ActivityResource[]): string {
  const rows = entries.map((a) => [
    a.at,
    a.actor?.id,
    a.actor?.name,
    a.impersonator?.name,
    a.via,
    a.token?.name,
    a.action,
    a.subject?.type,
    a.subject?.id,
    a.subject?.label,
    a.route,
    a.workspace_id,
    a.company_id,
    (a.changes ?? []).map(changeText).join('; '),
  ]);
  return `${csvText([ACTIVITY_CSV_COLUMNS, ...rows])}\r\n`;
}
