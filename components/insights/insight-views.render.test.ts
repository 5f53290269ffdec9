/**
 * Server-renders the insight form and detail with seeded queries: the accessible names the e2e
 * journeys target are there, and each part renders without errors (console.error fails a test).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import type { InsightDetail, InsightResource } from '@/lib/contract/insights';
import { emptyInsightValues, insightValues } from '@/lib/insights/insight-form-values';
import { InsightDetailView } from './insight-detail-view';
import { InsightForm } from './insight-form';

const resource = (id: number, name: string, insightId: number | null): InsightResource => ({
  id,
  insight_id: insightId,
  insight_name: insightId ? 'Shelf gap' : null,
  document: { original_name: name, mime: 'application/pdf', size: 2048, download_url: `/api/insights/resources/${id}/download` },
  uploaded_by: null,
  created_at: '2026-03-01T00:00:00Z',
});

const insight: InsightDetail = {
  id: 5,
  name: 'Shelf gap',
  type: 'Retail Execution',
  workspace_id: 2,
  workspace_ids: [2],
  workspaces: [{ id: 2, name: 'Main' }],
  workspace_company_retailer_id: 11,
  retailer_id: 4,
  retailer_name: 'Shop',
  retailer_location: 'Austin',
  summary: 'Empty shelves',
  category: 'Sales',
  workspace_company_brand_id: null,
  brand: null,
  workspace_company_product_id: null,
  product: null,
  applicable_date: '2026-03-01',
  external_url: null,
  file: { original_name: 'deck.pdf', mime: 'application/pdf', size: 4096, download_url: '/api/insights/5/file' },
  resources: [resource(7, 'photos.zip', 5)],
  discussions_count: 0,
  discussions: [],
  created_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', image: null },
  can_edit: true,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
};

function render(element: ReactElement, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient();
  seed(client);
  return renderToString(createElement(QueryClientProvider, { client }, element));
}
const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)/g)].map((m) => m[1].trim()).filter(Boolean);

describe('insight views', () => {
  it('labels every field of "New insight" and each pending resource by its file name', () => {
    const html = render(
      createElement(InsightForm, {
        initial: emptyInsightValues([2], [9]),
        currentWorkspaceId: 2,
        workspaces: [{ id: 2, name: 'Main' }],
        onDone: () => {},
        onCancel: () => {},
      }),
      (c) => c.setQueryData(queryKeys.pendingResources, [resource(9, 'brief.pdf', null)]),
    );
    expect(labels(html)).toEqual(
      expect.arrayContaining(['Name', 'Type', 'Category', 'Applicable date', 'Summary', 'Retailer', 'Retailer location', 'Brand', 'Product']),
    );
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/><span[^>]*>brief\.pdf<\/span>/);
    expect(html).toContain('Upload resources');
    expect(html).toContain('Create insight');
  });

  it('shows the detail with BFF download links, detach and edit for editors, and the discussions', () => {
    const html = render(createElement(InsightDetailView, { insight, onEdit: () => {}, onDeleted: () => {} }), (c) =>
      c.setQueryData(queryKeys.pendingResources, []),
    );
    expect(html).toContain('href="/api/insights/5/file"');
    expect(html).toContain('href="/api/insights/resources/7/download"');
    expect(html).toContain('aria-label="Detach photos.zip"');
    expect(html).toMatch(/>Edit</);
    expect(html).toContain('Discussions');
    expect(html).toContain('Austin');
  });

  it('hides the editing actions from readers and prefills the edit form', () => {
    const reader = render(createElement(InsightDetailView, { insight: { ...insight, can_edit: false }, onEdit: () => {}, onDeleted: () => {} }));
    expect(reader).not.toContain('Detach');
    expect(reader).not.toMatch(/>Edit</);
    expect(reader).toMatch(/<button[^>]*>.*?Share<\/button>/);
    const edit = render(
      createElement(InsightForm, {
        insight,
        initial: insightValues(insight),
        currentWorkspaceId: 2,
        lockedWorkspaceId: 2,
        workspaces: [{ id: 2, name: 'Main' }],
        onDone: () => {},
        onCancel: () => {},
      }),
    );
    expect(edit).toContain('value="Shelf gap"');
    expect(edit).toContain('Current: deck.pdf');
    expect(edit).toContain('Save changes');
  });
});
