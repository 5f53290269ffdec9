/**
 * Server-renders the insights and insight-resources screens with seeded reads (next/navigation
 * mocked): the list rows, "New insight" for creators only, and both resource sections.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { renderAll } from '@/lib/ui/render-kit';
import { InsightResourcesScreen } from '@/components/insight-resources/insight-resources-screen';
import { queryKeys } from '@/lib/api/query-keys';
import type { Insight, InsightResource } from '@/lib/contract/insights';
import type { Team } from '@/lib/contract/teams';
import { attachedResourcesKey, insightListKey } from '@/lib/insights/use-insight-queries';
import { makeWorkspace } from '@/lib/workspaces/workspace-test-data';
import { InsightsScreen } from './insights-screen';

jest.mock('next/navigation', () => ({
  usePathname: () => '/workspace/2/insights',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn() }),
}));

const meta = { current_page: 1, last_page: 1, per_page: 20, total: 1 };
const workspace = (restrict: boolean) => makeWorkspace({ restrict_resource_creation: restrict });
const team = { id: 1, role: 'member' } as Team;
const insight = {
  id: 5,
  name: 'Shelf gap',
  type: 'Pricing',
  category: 'Sales',
  retailer_name: 'Shop',
  retailer_location: 'Austin',
  brand: 'Fizz',
  product: null,
  applicable_date: '2026-03-01',
  resources: [{ id: 1 }, { id: 2 }],
  created_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'a@x.io', image: null },
} as unknown as Insight;
const resource = (id: number, insightId: number | null): InsightResource => ({
  id,
  insight_id: insightId,
  insight_name: insightId ? 'Shelf gap' : null,
  uploaded_by: null,
  created_at: '2026-03-01T00:00:00Z',
  document: { original_name: `doc-${id}.pdf`, mime: 'application/pdf', size: 10, download_url: '' },
});

function seeded(restrict: boolean): QueryClient {
  const client = new QueryClient();
  client.setQueryData(queryKeys.workspacesAll, [workspace(restrict)]);
  client.setQueryData(queryKeys.teams, [team]);
  client.setQueryData(insightListKey({ workspace_ids: '2', page: 1, per_page: 20 }), { data: [insight], meta });
  client.setQueryData(queryKeys.pendingResources, [resource(9, null)]);
  client.setQueryData(attachedResourcesKey({ page: 1, per_page: 20, workspace_ids: '2' }), { data: [resource(3, 5)], meta });
  return client;
}

function render(element: ReactElement, restrict: boolean): string {
  return renderToString(createElement(QueryClientProvider, { client: seeded(restrict) }, element));
}

describe('insight screens', () => {
  it('lists insights with their retailer, brand, date, resources and author, and offers "New insight" to creators', () => {
    const html = render(createElement(InsightsScreen, { workspaceId: '2' }), false);
    expect(html).toContain('href="/workspace/2/insights?insightId=5"');
    expect(html).toContain('Shop — Austin');
    expect(html).toContain('2 resources');
    expect(html).toContain('Ada Lovelace');
    expect(html).toContain('New insight');
  });

  it('hides "New insight" when restrict_resource_creation leaves a plain member out', () => {
    expect(render(createElement(InsightsScreen, { workspaceId: '2' }), true)).not.toContain('New insight');
  });

  it('shows pending resources to select and resources in insights linking to their insight', async () => {
    // Both sections are islands (decision 0020): in the HTML once their boundaries resolve.
    const html = await renderAll(seeded(false), createElement(InsightResourcesScreen, { workspaceId: '2' }));
    expect(html).toContain('doc-9.pdf');
    expect(html).toContain('Create insight from selected');
    expect(html).toContain('Upload resources');
    expect(html).toContain('href="/workspace/2/insights?insightId=5"');
    expect(html).toContain('href="/api/insights/resources/3/download"');
  });
});
