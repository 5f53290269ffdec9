import type { Insight } from '@/lib/contract/insights';

/** Where the insight's document comes from: nothing, an external link, or an uploaded file (alternatives). */
export type InsightSource = 'none' | 'url' | 'file';

/** The insight form's state, as the inputs hold it (strings; '' = not chosen). */
export type InsightFormValues = {
  name: string;
  type: string;
  workspaceIds: number[];
  retailerId: string;
  location: string;
  summary: string;
  category: string;
  brandId: string;
  productId: string;
  applicableDate: string;
  source: InsightSource;
  externalUrl: string;
  /** Pending resources to attach on create (`insight_resource_ids`). */
  resourceIds: number[];
};

export function emptyInsightValues(workspaceIds: readonly number[], resourceIds: readonly number[] = []): InsightFormValues {
  return {
    name: '',
    type: '',
    workspaceIds: [...workspaceIds],
    retailerId: '',
    location: '',
    summary: '',
    category: '',
    brandId: '',
    productId: '',
    applicableDate: '',
    source: 'none',
    externalUrl: '',
    resourceIds: [...resourceIds],
  };
}

const idText = (v: number | null) => (v === null ? '' : String(v));

export function insightValues(insight: Insight): InsightFormValues {
  return {
    name: insight.name,
    type: insight.type,
    workspaceIds: [...insight.workspace_ids],
    retailerId: idText(insight.workspace_company_retailer_id),
    location: insight.retailer_location ?? '',
    summary: insight.summary ?? '',
    category: insight.category ?? '',
    brandId: idText(insight.workspace_company_brand_id),
    productId: idText(insight.workspace_company_product_id),
    applicableDate: insight.applicable_date?.slice(0, 10) ?? '',
    source: insight.file ? 'file' : insight.external_url ? 'url' : 'none',
    externalUrl: insight.external_url ?? '',
    resourceIds: [],
  };
}

/** The workspace the insight is created in: the current one when it is among those chosen, else the first. */
export function primaryWorkspaceId(ids: readonly number[], current: number | null): number | null {
  if (current !== null && ids.includes(current)) return current;
  return ids[0] ?? null;
}

/** The optional fields under their API names; '' means "none" (and clears on update). */
function optionalFields(v: InsightFormValues): Record<string, string> {
  return {
    summary: v.summary,
    category: v.category,
    workspace_company_retailer_id: v.retailerId,
    retailer_location: v.retailerId ? v.location : '',
    workspace_company_brand_id: v.brandId,
    workspace_company_product_id: v.productId,
    applicable_date: v.applicableDate,
    external_url: v.source === 'url' ? v.externalUrl : '',
  };
}

/** The values as `insightCreateBody` reads them (checked in the browser before anything is sent). */
export function createInput(v: InsightFormValues, current: number | null): Record<string, unknown> {
  return {
    name: v.name,
    type: v.type,
    workspace_id: primaryWorkspaceId(v.workspaceIds, current) ?? '',
    workspace_ids: v.workspaceIds,
    insight_resource_ids: v.resourceIds,
    ...optionalFields(v),
  };
}

/** The values as `insightUpdateBody` reads them; a stored file is dropped when another source is chosen. */
export function updateInput(v: InsightFormValues, hadFile: boolean): Record<string, unknown> {
  return { name: v.name, type: v.type, workspace_ids: v.workspaceIds, ...optionalFields(v), remove_file: hadFile && v.source !== 'file' ? '1' : '0' };
}

/**
 * The multipart body. Id lists go as one comma-separated value (`idList` reads it whether the
 * reader takes the field or the repeated-list form). Create leaves empty fields out; update sends
 * them empty so a cleared input clears the stored value.
 */
export function insightFormData(input: Record<string, unknown>, opts: { mode: 'create' | 'update'; file: File | null }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(input)) {
    const text = Array.isArray(value) ? value.join(',') : value === null || value === undefined ? '' : String(value);
    if (text === '' && (opts.mode === 'create' || Array.isArray(value))) continue;
    if (key === 'remove_file' && text !== '1') continue;
    form.set(key, text);
  }
  if (opts.file) form.set('file', opts.file);
  return form;
}

type Placed = { id: number; workspace_id: number };

/**
 * After the chosen workspaces change: a retailer, brand or product of a workspace no longer chosen
 * is cleared (with the retailer's location), since the insight may only name records of its workspaces.
 */
export function pruneForWorkspaces(
  v: InsightFormValues,
  records: { retailers: readonly Placed[]; brands: readonly Placed[]; products: readonly Placed[] },
): InsightFormValues {
  const outside = (id: string, list: readonly Placed[]) => {
    const found = id ? list.find((r) => r.id === Number(id)) : undefined;
    return Boolean(found && !v.workspaceIds.includes(found.workspace_id));
  };
  const next = { ...v };
  if (outside(v.retailerId, records.retailers)) Object.assign(next, { retailerId: '', location: '' });
  if (outside(v.brandId, records.brands)) next.brandId = '';
  if (outside(v.productId, records.products)) next.productId = '';
  return next;
}
