import { insightCreateBody, insightUpdateBody } from '@/lib/contract/insights';
import type { Insight } from '@/lib/contract/insights';
import { createInput, emptyInsightValues, insightFormData, insightValues, primaryWorkspaceId, pruneForWorkspaces, updateInput } from './insight-form-values';

const insight: Insight = {
  id: 5,
  name: 'Shelf gaps',
  type: 'Retail Execution',
  workspace_id: 2,
  workspace_ids: [2, 3],
  workspaces: [
    { id: 2, name: 'A' },
    { id: 3, name: 'B' },
  ],
  workspace_company_retailer_id: 11,
  retailer_id: 4,
  retailer_name: 'Target',
  retailer_location: 'Austin',
  summary: null,
  category: 'Sales',
  workspace_company_brand_id: null,
  brand: null,
  workspace_company_product_id: 21,
  product: 'Soda',
  applicable_date: '2026-03-01T00:00:00.000Z',
  external_url: null,
  file: { original_name: 'a.pdf', mime: 'application/pdf', size: 10, download_url: '/api/insights/5/file' },
  resources: [],
  discussions_count: 0,
  created_by: null,
  can_edit: true,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

describe('insight form values', () => {
  it('creates in the current workspace when it is chosen, else the first one', () => {
    expect(primaryWorkspaceId([4, 7], 7)).toBe(7);
    expect(primaryWorkspaceId([4, 7], 9)).toBe(4);
    expect(primaryWorkspaceId([], 9)).toBeNull();
  });

  it('passes the contract with a minimal insight and reports missing fields by name', () => {
    const ok = insightCreateBody.safeParse(createInput({ ...emptyInsightValues([3], [8, 9]), name: 'Promo', type: 'Pricing' }, 3));
    expect(ok.success && ok.data).toMatchObject({
      name: 'Promo',
      type: 'Pricing',
      workspace_id: 3,
      workspace_ids: [3],
      insight_resource_ids: [8, 9],
      category: null,
    });
    const bad = insightCreateBody.safeParse(createInput({ ...emptyInsightValues([]), source: 'url', externalUrl: 'ftp://x' }, null));
    const fields = bad.success ? [] : bad.error.issues.map((i) => i.path.join('.'));
    expect(fields).toEqual(expect.arrayContaining(['name', 'type', 'workspace_id', 'external_url']));
  });

  it('builds a create body without empty fields, ids comma-separated, and the file', () => {
    const values = { ...emptyInsightValues([3, 4], [8]), name: 'Promo', type: 'Pricing', retailerId: '11', location: 'Austin', source: 'file' as const };
    const file = new File(['%PDF-1.4'], 'deck.pdf', { type: 'application/pdf' });
    const form = insightFormData(createInput(values, 4), { mode: 'create', file });
    expect(Object.fromEntries([...form.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]))).toEqual({
      name: 'Promo',
      type: 'Pricing',
      workspace_id: '4',
      workspace_ids: '3,4',
      insight_resource_ids: '8',
      workspace_company_retailer_id: '11',
      retailer_location: 'Austin',
      file: 'deck.pdf',
    });
  });

  it('round-trips an insight into the edit form and sends cleared fields empty on update', () => {
    const values = insightValues(insight);
    expect(values).toMatchObject({ retailerId: '11', productId: '21', brandId: '', applicableDate: '2026-03-01', source: 'file', category: 'Sales' });
    const input = updateInput({ ...values, category: '', source: 'url', externalUrl: 'https://example.com/r' }, true);
    expect(insightUpdateBody.safeParse(input).success).toBe(true);
    const form = insightFormData(input, { mode: 'update', file: null });
    expect(form.get('category')).toBe('');
    expect(form.get('remove_file')).toBe('1');
    expect(form.get('external_url')).toBe('https://example.com/r');
    expect(form.get('workspace_ids')).toBe('2,3');
    expect(insightFormData(updateInput(values, true), { mode: 'update', file: null }).has('remove_file')).toBe(false);
  });

  it('clears the retailer (and location), brand or product of a workspace no longer chosen', () => {
    const v = { ...emptyInsightValues([2]), retailerId: '11', location: 'Austin', brandId: '30', productId: '21' };
    const records = { retailers: [{ id: 11, workspace_id: 3 }], brands: [{ id: 30, workspace_id: 2 }], products: [] };
    expect(pruneForWorkspaces(v, records)).toMatchObject({ retailerId: '', location: '', brandId: '30', productId: '21' });
  });
});
