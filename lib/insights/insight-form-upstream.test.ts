/**
 * The insight form's multipart bodies against the real upstream routes (in-process, PGlite): what
 * the browser builds is what the API accepts, including clearing fields on update.
 */
import type { Insight, InsightDetail } from '@/lib/contract/insights';
import { createTestApp } from '@/upstream/src/test/create-test-app';
import type { TestApp } from '@/upstream/src/test/create-test-app';
import { call, scene, uploadVia } from '@/upstream/src/test/insights-kit';
import type { One } from '@/upstream/src/test/insights-kit';
import { createInput, emptyInsightValues, insightFormData, insightValues, updateInput } from './insight-form-values';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

describe('insight form bodies through the upstream', () => {
  it('creates with several workspaces, links and preselected resources, then clears fields and swaps the file for a link', async () => {
    const { member, ws, ws2, retailer, brand } = await scene(t);
    const [resource] = await uploadVia(t, member.token, ['notes.pdf']);
    const values = {
      ...emptyInsightValues([ws, ws2], [resource.id]),
      name: 'Shelf gap',
      type: 'Retail Execution',
      retailerId: String(retailer.workspaceRetailerId),
      location: 'Dallas, TX',
      brandId: String(brand.workspaceBrandId),
      category: 'Sales',
      applicableDate: '2026-03-01',
      summary: 'Empty shelves',
      source: 'file' as const,
    };
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'deck.pdf', { type: 'application/pdf' });
    const created = await call<One>(t, member.token, 'POST', 'insights', insightFormData(createInput(values, ws2), { mode: 'create', file }));
    expect(created.status).toBe(201);
    const insight: Insight = created.body.data;
    expect(insight).toMatchObject({
      workspace_id: ws2,
      workspace_ids: [ws, ws2],
      retailer_location: 'Dallas, TX',
      category: 'Sales',
      applicable_date: '2026-03-01',
      file: { original_name: 'deck.pdf' },
      resources: [{ id: resource.id }],
    });

    const edited = { ...insightValues(insight), summary: '', category: '', brandId: '', source: 'url' as const, externalUrl: 'https://example.com/report' };
    const updated = await call<One>(
      t,
      member.token,
      'PUT',
      `insights/${insight.id}`,
      insightFormData(updateInput(edited, true), { mode: 'update', file: null }),
    );
    expect(updated.status).toBe(200);
    const after = (await call<{ data: InsightDetail }>(t, member.token, 'GET', `insights/${insight.id}`)).body.data;
    expect(after).toMatchObject({
      summary: null,
      category: null,
      workspace_company_brand_id: null,
      file: null,
      external_url: 'https://example.com/report',
      retailer_location: 'Dallas, TX',
    });
  });

  it("gets the server's field errors for what the browser cannot check", async () => {
    const { member, ws, retailer } = await scene(t);
    const values = { ...emptyInsightValues([ws]), name: 'X', type: 'Pricing', retailerId: String(retailer.workspaceRetailerId), location: 'Nowhere' };
    const res = await call<{ errors: Record<string, string[]> }>(
      t,
      member.token,
      'POST',
      'insights',
      insightFormData(createInput(values, ws), { mode: 'create', file: null }),
    );
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toContain('retailer_location');
  });
});
