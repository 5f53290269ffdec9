/**
 * Server-renders "Compare with previous": which versions offer it, and the dialog's body with a
 * seeded comparison (the lines a reader sees and hears), no differences, loading and a refusal.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ApiError } from '@/lib/api/api-error';
import { failure } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { FileVersion, FileVersionCompare } from '@/lib/contract/files';
import type { ComparePair } from '@/lib/files/use-version-compare';
import { VersionCompareBody } from './version-compare-dialog';
import { VersionsList } from './versions-list';

const version = (n: number, mime: string | null, size = 100): FileVersion => ({
  id: 10 + n,
  file_id: 5,
  version: n,
  kind: mime ? 'upload' : 'url',
  external_url: mime ? null : 'https://example.com/x',
  document: mime ? { original_name: `v${n}`, mime, size, download_url: `/api/files/5/version/${10 + n}/download` } : null,
  uploaded_by: null,
  created_at: '2025-01-01T10:00:00Z',
});

const client = () => new QueryClient({ defaultOptions: { queries: { enabled: false, retryOnMount: false } } });
// Without React's text separators, so assertions read like the page.
const wrap = (c: QueryClient, element: ReturnType<typeof createElement>) =>
  renderToString(createElement(QueryClientProvider, { client: c }, element)).replace(/<!-- -->/g, '');
const list = (versions: FileVersion[]) => wrap(client(), createElement(VersionsList, { fileId: 5, versions, canEdit: false }));

const pair: ComparePair = { version: version(3, 'text/csv'), base: version(1, 'text/plain') };
const diff: FileVersionCompare = {
  file_id: 5,
  from: { id: 11, version: 1, name: 'prices-v1.csv', lines: 20 },
  to: { id: 13, version: 3, name: 'prices-v3.csv', lines: 20 },
  added: 1,
  removed: 1,
  lines: [
    { op: 'skip', count: 6 },
    { op: 'equal', text: 'sku,price', old_line: 7, new_line: 7 },
    { op: 'remove', text: 'A1,  9.99', old_line: 8 },
    { op: 'add', text: 'A1, 10.49', new_line: 8 },
  ],
};
function body(seed: (c: QueryClient) => void): string {
  const c = client();
  seed(c);
  return wrap(c, createElement(VersionCompareBody, { fileId: 5, pair }));
}
const key = queryKeys.fileCompare(5, 13, 11);

describe('Compare with previous', () => {
  it('is offered on a text version with an older text version, passing over links and other types', () => {
    // Newest first: 5 text over 1 MB, 4 link, 3 CSV, 2 PDF, 1 text.
    const html = list([version(1, 'text/plain'), version(2, 'application/pdf'), version(3, 'text/csv'), version(4, null), version(5, 'text/plain', 2_000_000)]);
    expect(html.match(/Compare with previous/g)).toHaveLength(1);
    expect(html).toContain('Compare with previous<span class="sr-only"> (version 3 with version 1)</span>');
  });

  it('is not offered on a first version, nor between a text version and a PDF', () => {
    expect(list([version(1, 'text/plain')])).not.toContain('Compare with previous');
    expect(list([version(1, 'application/pdf'), version(2, 'text/plain')])).not.toContain('Compare with previous');
  });
});

describe('the comparison', () => {
  it('marks removed lines − on red and added ones + on green, in words for screen readers, monospace in a box that scrolls sideways', () => {
    const html = body((c) => c.setQueryData(key, diff));
    expect(html).toMatch(
      /<tr class="bg-danger-soft text-danger" data-op="remove">.*?>8<\/td><td[^>]*><\/td><td aria-hidden="true"[^>]*>−<\/td><td[^>]*><span class="sr-only">Removed: <\/span>A1,  9.99<\/td><\/tr>/,
    );
    expect(html).toMatch(
      /<tr class="bg-success-soft text-success" data-op="add">.*?<\/td><td[^>]*>8<\/td><td aria-hidden="true"[^>]*>\+<\/td><td[^>]*><span class="sr-only">Added: <\/span>A1, 10.49<\/td><\/tr>/,
    );
    expect(html).toMatch(/<tr data-op="equal">.*sku,price/);
    expect(html).toContain('6 unchanged lines not shown');
    expect(html).toMatch(/<div role="region" aria-label="Changes from version 1 to version 3" tabindex="0" class="overflow-x-auto /);
    expect(html).toMatch(/<table class="min-w-full border-collapse font-mono /);
    expect(html).toContain('whitespace-pre');
    expect(html).toContain('prices-v1.csv (version 1) → prices-v3.csv (version 3): 1 line added, 1 removed.');
  });

  it('says so when the versions have the same lines', () => {
    const html = body((c) => c.setQueryData(key, { ...diff, added: 0, removed: 0, lines: [{ op: 'skip', count: 20 }] }));
    expect(html).toContain('No differences');
    expect(html).not.toContain('data-op');
  });

  it('shows the spinner while loading, and the upstream’s reason with "Try again" when refused', () => {
    expect(body(() => {})).toContain('Loading changes');
    const refused = body((c) => {
      const message = 'Version 1 has more than 20,000 lines; download it to compare.';
      c.getQueryCache()
        .build(c, { queryKey: key })
        .setState({ status: 'error', error: new ApiError(failure(422, { message, errors: { with: [message] } }, 'x')) });
    });
    expect(refused).toMatch(/<p role="alert"[^>]*>Version 1 has more than 20,000 lines; download it to compare\. <button[^>]*>Try again<\/button>/);
  });
});
