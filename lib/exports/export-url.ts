/**
 * The BFF URL of a list export (decision 0029): `/api/<companies|workspaces>/<id>/exports/<dataset>`
 * with the format and exactly the filters the list screen shows (empty ones left out, id lists
 * comma-separated as the lists read them). Paging is left out: an export holds the whole list.
 */
export type ExportFormat = 'csv' | 'xlsx';
export type ExportQueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;
export type ExportQuery = Record<string, ExportQueryValue>;

/** Where an export is read: the owner's path and the dataset's name. */
export type ExportTarget = { scope: 'companies' | 'workspaces'; id: number; dataset: string; query?: ExportQuery };

const PAGING = new Set(['page', 'per_page']);

export function exportUrl(target: ExportTarget, format: ExportFormat): string {
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(target.query ?? {})) {
    if (PAGING.has(key) || value === null || value === undefined) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value).trim();
    if (text !== '') params.set(key, text);
  }
  return `/api/${target.scope}/${target.id}/exports/${encodeURIComponent(target.dataset)}?${params.toString()}`;
}
