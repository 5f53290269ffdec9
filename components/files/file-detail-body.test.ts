import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FileDetail, FileVersion } from '@/lib/contract/files';
import { FileDetailBody } from './file-detail-body';

const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.io', image: null };
const stored: FileVersion = {
  id: 11,
  file_id: 5,
  version: 1,
  kind: 'upload',
  external_url: null,
  document: { original_name: 'q3.pdf', mime: 'application/pdf', size: 2048, download_url: '/api/files/5/version/11/download' },
  uploaded_by: ada,
  created_at: '2025-01-01T10:00:00Z',
};
const link: FileVersion = { ...stored, id: 12, version: 2, kind: 'url', document: null, external_url: 'https://docs.example.com/q3' };

function detail(patch: Partial<FileDetail>): FileDetail {
  return {
    id: 5,
    name: 'Q3 report',
    description: 'Numbers',
    category: 'Reports',
    workspace_id: 3,
    workspace_ids: [3],
    workspaces: [{ id: 3, name: 'Acme' }],
    retailer_ids: [7],
    retailers: [{ id: 7, name: 'Target' }],
    workspace_company_retailer_id: 7,
    workspace_company_brand_id: null,
    brand_name: null,
    workspace_company_product_id: null,
    product_name: null,
    external_url: null,
    file: stored.document,
    latest_version: stored,
    versions_count: 1,
    discussions_count: 0,
    created_by: ada,
    can_edit: true,
    created_at: '2025-01-01T10:00:00Z',
    updated_at: '2025-01-01T10:00:00Z',
    versions: [stored],
    discussions: [],
    ...patch,
  };
}

const render = (file: FileDetail) =>
  renderToStaticMarkup(
    createElement(QueryClientProvider, { client: new QueryClient() }, createElement(FileDetailBody, { file, workspaceOptions: [], onDeleted: () => {} })),
  );

describe('FileDetailBody', () => {
  it('downloads stored versions through the BFF and opens links in a new tab, newest first', () => {
    const html = render(detail({ versions: [stored, link], latest_version: link, versions_count: 2 }));
    expect(html).toContain('href="/api/files/5/version/11/download" download="q3.pdf" aria-label="Download version 1"');
    expect(html).toContain('href="https://docs.example.com/q3" target="_blank" rel="noopener noreferrer" aria-label="Open link of version 2"');
    expect(html.indexOf('Version 2')).toBeLessThan(html.indexOf('Version 1'));
    expect(html).toContain('aria-label="Delete version 1"');
  });

  it('offers no version delete when only one version is left', () => {
    const html = render(detail({}));
    expect(html).toContain('Add version');
    expect(html).not.toContain('Delete version');
  });

  it('shows no edit actions to a reader who may not edit', () => {
    const html = render(detail({ can_edit: false, versions: [stored, link] }));
    expect(html).not.toContain('Add version');
    expect(html).not.toContain('Edit details');
    expect(html).not.toContain('Delete file');
    expect(html).not.toContain('Delete version');
    expect(html).toContain('Download version 1');
    // Reading is enough to share: the short link checks access again when opened.
    expect(html).toMatch(/<button[^>]*>.*?Share<\/button>/);
  });

  it('lists the details and the discussions with their comments', () => {
    const html = render(
      detail({
        discussions: [
          {
            id: 1,
            file_id: 5,
            insight_id: null,
            meeting_id: null,
            task_id: null,
            title: 'Launch plan',
            body: 'Thoughts?',
            author: ada,
            can_edit: false,
            created_at: '2025-01-02T10:00:00Z',
            updated_at: '2025-01-02T10:00:00Z',
            comments: [
              { id: 2, discussion_id: 1, body: 'Second', author: ada, can_edit: false, created_at: '2025-01-03T10:00:00Z', updated_at: '2025-01-03T10:00:00Z' },
              { id: 1, discussion_id: 1, body: 'First', author: null, can_edit: true, created_at: '2025-01-02T11:00:00Z', updated_at: '2025-01-02T11:00:00Z' },
            ],
          },
        ],
      }),
    );
    expect(html).toContain('Target');
    expect(html).toContain('Launch plan');
    expect(html.indexOf('First')).toBeLessThan(html.indexOf('Second'));
    expect(html).toContain('aria-label="Edit comment"');
    expect(html).not.toContain('Edit discussion');
    expect(html).toContain('Start a discussion');
  });
});
