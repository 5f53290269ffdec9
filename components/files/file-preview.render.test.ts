import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { FileRecord, FileVersion } from '@/lib/contract/files';
import { FilePreview } from './file-preview';
import { FileThumbnail } from './file-thumbnail';

const version = (mime: string | null, patch: Partial<FileVersion> = {}): FileVersion => ({
  id: 11,
  file_id: 5,
  version: 2,
  kind: mime ? 'upload' : 'url',
  external_url: mime ? null : 'https://example.com/x',
  document: mime ? { original_name: 'x', mime, size: 10, download_url: '/api/files/5/version/11/download' } : null,
  uploaded_by: null,
  created_at: '2025-01-01T10:00:00Z',
  ...patch,
});
const preview = (mime: string | null) => renderToStaticMarkup(createElement(FilePreview, { fileId: 5, fileName: 'Shelf', version: version(mime) }));
const thumbnail = (mime: string | null) => renderToStaticMarkup(createElement(FileThumbnail, { file: { id: 5, latest_version: version(mime) } as FileRecord }));

describe('FilePreview', () => {
  it('shows a raster image inline from the preview route', () => {
    for (const mime of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      const html = preview(mime);
      expect(html).toContain('src="/api/files/5/version/11/preview"');
      expect(html).toContain('alt="Preview of Shelf"');
    }
  });

  it('shows nothing for SVG, text, Office files and links', () => {
    for (const mime of ['image/svg+xml', 'text/html', 'text/plain', 'application/zip', null]) expect(preview(mime)).toBe('');
  });

  it('frames a PDF only once the browser says it has a viewer (never in the server render)', () => {
    expect(preview('application/pdf')).toBe('');
  });
});

describe('FileThumbnail', () => {
  it('is a fixed-size lazy image of an image file, decorative', () => {
    const html = thumbnail('image/webp');
    expect(html).toMatch(/^<img src="\/api\/files\/5\/version\/11\/preview" alt="" width="36" height="36" loading="lazy" decoding="async"/);
  });

  it('keeps the type icon for anything else', () => {
    for (const mime of ['application/pdf', 'image/svg+xml', null]) {
      const html = thumbnail(mime);
      expect(html).not.toContain('<img');
      expect(html).toContain('aria-hidden="true"');
    }
  });
});
