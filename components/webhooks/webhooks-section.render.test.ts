/** The "Webhooks" card of a company or workspace: empty state with its action, an endpoint's state, the secret kept out of sight. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { WebhooksSection } from '@/components/webhooks/webhooks-section';
import { queryKeys } from '@/lib/api/query-keys';
import type { WebhookResource } from '@/lib/contract/webhooks';

const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTI=';
const endpoint = (over: Partial<WebhookResource> = {}): WebhookResource => ({
  id: 4,
  scope: 'workspace',
  company_id: null,
  workspace_id: 9,
  url: 'https://erp.example.com/hooks',
  description: 'ERP sync',
  events: ['task.created', 'task.updated'],
  enabled: true,
  disabled_reason: null,
  disabled_at: null,
  secret: SECRET,
  last_delivery: { id: `msg_${'a'.repeat(32)}`, status: 'succeeded', status_code: 200, at: '2026-12-01T10:00:00.000Z' },
  created_by: 1,
  created_at: '2026-12-01T09:00:00.000Z',
  updated_at: '2026-12-01T09:00:00.000Z',
  ...over,
});

function render(list: WebhookResource[]) {
  const client = new QueryClient();
  client.setQueryData(queryKeys.webhooks('workspaces/9/webhooks'), list);
  return renderToStaticMarkup(createElement(QueryClientProvider, { client }, createElement(WebhooksSection, { scope: 'workspace', ownerId: 9 })));
}

describe('the webhooks section', () => {
  it('offers to add an endpoint when there is none', () => {
    const html = render([]);
    expect(html).toContain('No webhook endpoints');
    expect(html).toMatch(/<button[^>]*>Add endpoint<\/button>/);
  });

  it('shows each endpoint with its state, events and last delivery, and keeps the secret behind a button', () => {
    const html = render([endpoint()]);
    expect(html).toContain('https://erp.example.com/hooks');
    expect(html).toContain('Enabled');
    expect(html).toContain('task.created, task.updated');
    expect(html).toContain('last delivery delivered (HTTP 200)');
    expect(html).toContain('Show signing secret');
    expect(html).not.toContain(SECRET);
    expect(html).toMatch(/aria-label="Delete https:\/\/erp.example.com\/hooks"/);
  });

  it('says why a disabled endpoint was turned off and offers to enable it', () => {
    const html = render([
      endpoint({ enabled: false, disabled_reason: '8 attempts of message msg_1 failed (last: HTTP 500).', disabled_at: '2026-12-02T10:00:00.000Z' }),
    ]);
    expect(html).toContain('Disabled');
    expect(html).toContain('Turned off because deliveries kept failing: 8 attempts');
    expect(html).toMatch(/<button[^>]*>Enable<\/button>/);
  });
});
