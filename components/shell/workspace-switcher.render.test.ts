/** Server-renders the header's workspace switcher: it names where you are, not "Workspaces 0". */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { queryKeys } from '@/lib/api/query-keys';
import { WorkspaceSwitcher } from './workspace-switcher';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function render(path: string): string {
  pathname = path;
  const client = new QueryClient();
  client.setQueryData(queryKeys.workspacesAll, [
    { id: 3, name: 'Spring reset', approval_status: 'approved' },
    { id: 4, name: 'Asked for', approval_status: 'pending' },
  ]);
  return renderToString(createElement(QueryClientProvider, { client }, createElement(WorkspaceSwitcher))).replace(/<!-- -->/g, '');
}

describe('workspace switcher', () => {
  it('shows the current workspace’s name, and its accessible name starts with the visible words', () => {
    const html = render('/workspace/3/files');
    expect(html).toMatch(/<span class="[^"]*sm:not-sr-only[^"]*">Spring reset<\/span>/);
    expect(html).toContain('<span class="sr-only">, switch workspace</span>');
    expect(html).not.toMatch(/<button[^>]*aria-label=/);
  });
  it('says "All workspaces" elsewhere, with no bare zero', () => {
    const html = render('/');
    expect(html).toContain('>All workspaces</span>');
    expect(html).not.toMatch(/rounded-full bg-muted[^>]*>0/);
  });
});
