import type { ApiResult } from '@/lib/api/api-fetch';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { parseMoneyInput } from './money';
import { monApi } from './paths';

/**
 * "Monitor a product" in one flow: the product, then its variations, then its retailer pages, with
 * the API calls in sequence (a page names its variation's new id). A refusal stops the flow with
 * the field errors under the form's own keys (`variations.1.name`, `pages.0.url`); what was already
 * created is remembered in `progress`, so submitting again carries on instead of duplicating it.
 */

export type DraftVariation = { name: string };
/** `variation` is the index of a draft variation, or '' for the product itself. */
export type DraftPage = { url: string; retailerId: string; variation: string; priceSelector: string };
export type Draft = {
  catalogueId: string;
  name: string;
  brand: string;
  mapAmount: string;
  mapCurrency: string;
  variations: DraftVariation[];
  pages: DraftPage[];
};
export type FlowProgress = { productId: number | null; variationIds: (number | null)[]; pageIds: (number | null)[] };
export type FlowResult =
  | { ok: true; productId: number; progress: FlowProgress }
  | { ok: false; errors: FieldErrors; messages: string[]; progress: FlowProgress };
export type Send = (path: string, body: Record<string, unknown>) => Promise<ApiResult<{ id: number }>>;

export const emptyDraft = (): Draft => ({
  catalogueId: '',
  name: '',
  brand: '',
  mapAmount: '',
  mapCurrency: 'EUR',
  variations: [],
  pages: [{ url: '', retailerId: '', variation: '', priceSelector: '' }],
});
export const emptyProgress = (): FlowProgress => ({ productId: null, variationIds: [], pageIds: [] });

const prefixed = (errors: FieldErrors, prefix: string): FieldErrors => Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}${k}`, v]));
const id = (v: string) => (v ? Number(v) : null);

export function productBodyOf(draft: Draft): { body: Record<string, unknown>; errors: FieldErrors } {
  const body: Record<string, unknown> = { name: draft.name, brand: draft.brand, product_id: id(draft.catalogueId) };
  if (draft.mapAmount.trim() === '') return { body, errors: {} };
  const amount = parseMoneyInput(draft.mapAmount, draft.mapCurrency);
  if (amount === null) return { body, errors: { map_amount: ['The MAP must be an amount such as 1249.00.'] } };
  return { body: { ...body, map_amount: amount, map_currency: draft.mapCurrency }, errors: {} };
}

export function pageBodyOf(page: DraftPage, variationIds: readonly (number | null)[]): Record<string, unknown> {
  const variationId = page.variation === '' ? null : (variationIds[Number(page.variation)] ?? null);
  return {
    url: page.url,
    company_retailer_id: id(page.retailerId),
    variation_id: variationId,
    ...(page.priceSelector.trim() ? { settings: { price_selector: page.priceSelector.trim() } } : {}),
  };
}

export async function runMonitorFlow(companyId: number, draft: Draft, start: FlowProgress, send: Send): Promise<FlowResult> {
  const progress: FlowProgress = { productId: start.productId, variationIds: [...start.variationIds], pageIds: [...start.pageIds] };
  const fail = (res: Extract<ApiResult<unknown>, { ok: false }>, prefix: string): FlowResult => ({
    ok: false,
    errors: prefixed(res.fieldErrors, prefix),
    messages: res.messages,
    progress,
  });

  if (progress.productId === null) {
    const { body, errors } = productBodyOf(draft);
    if (Object.keys(errors).length > 0) return { ok: false, errors, messages: [], progress };
    const res = await send(monApi.products(companyId), body);
    if (!res.ok) return fail(res, '');
    progress.productId = res.data.id;
  }
  const productId = progress.productId;
  for (const [i, v] of draft.variations.entries()) {
    if (progress.variationIds[i]) continue;
    const res = await send(monApi.variations(companyId, productId), { name: v.name });
    if (!res.ok) return fail(res, `variations.${i}.`);
    progress.variationIds[i] = res.data.id;
  }
  for (const [i, p] of draft.pages.entries()) {
    if (progress.pageIds[i] || p.url.trim() === '') continue;
    const res = await send(monApi.pages(companyId, productId), pageBodyOf(p, progress.variationIds));
    if (!res.ok) return fail(res, `pages.${i}.`);
    progress.pageIds[i] = res.data.id;
  }
  return { ok: true, productId, progress };
}
