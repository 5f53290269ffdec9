import type { FileRecord, FileVersion } from '@/lib/contract/files';
import { latestSummary } from './file-row';
import { versionDownloadHref } from './versions-list';

const version = (patch: Partial<FileVersion>): FileVersion => ({
  id: 1,
  file_id: 9,
  version: 3,
  kind: 'upload',
  external_url: null,
  document: { original_name: 'q3.pdf', mime: 'application/pdf', size: 1536, download_url: '/api/files/9/version/1/download' },
  uploaded_by: null,
  created_at: '2025-01-01T00:00:00Z',
  ...patch,
});
const file = (v: FileVersion) => ({ latest_version: v }) as FileRecord;

describe('latestSummary', () => {
  it('shows the number, type and size of a stored version', () => {
    expect(latestSummary(file(version({})))).toBe('v3 · PDF · 1.5 KB');
  });
  it('shows "Link" and the host for a URL version', () => {
    expect(latestSummary(file(version({ kind: 'url', document: null, external_url: 'https://docs.example.com/x', version: 2 })))).toBe(
      'v2 · Link · docs.example.com',
    );
  });
});

it('downloads go through the BFF with the session, never a public URL', () => {
  expect(versionDownloadHref(9, 1)).toBe('/api/files/9/version/1/download');
});
