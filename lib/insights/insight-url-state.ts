/**
 * The insights screen's own URL state, beside the global filters: `insightId` (the open detail,
 * shareable) and `preselectedResources` (pending resource ids to check in the "New insight" dialog).
 * Malformed values read as "not set", so a shared URL never breaks the page.
 */
export const INSIGHT_ID_PARAM = 'insightId';
export const PRESELECTED_PARAM = 'preselectedResources';

const isId = (s: string) => /^\d{1,10}$/.test(s) && Number(s) > 0 && Number(s) <= 2_147_483_647;

export function readInsightId(params: URLSearchParams): number | null {
  const v = (params.get(INSIGHT_ID_PARAM) ?? '').trim();
  return isId(v) ? Number(v) : null;
}

/** Ids in order, duplicates and junk dropped, at most 200 (the contract's cap on id lists). */
export function readPreselected(params: URLSearchParams): number[] {
  const parts = (params.get(PRESELECTED_PARAM) ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(isId)
    .map(Number);
  return [...new Set(parts)].slice(0, 200);
}

/** The parameters with the detail opened on `id`, or closed (null). Everything else is kept. */
export function withInsightId(params: URLSearchParams, id: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (id === null) next.delete(INSIGHT_ID_PARAM);
  else next.set(INSIGHT_ID_PARAM, String(id));
  return next;
}

export function withoutPreselected(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PRESELECTED_PARAM);
  return next;
}
