/** Display helpers of the files screen (and discussions): sizes, times, people, document kinds. */

/** "812 B", "14.2 KB", "3.4 MB", "1.1 GB" (1024-based, one decimal below 100). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

// Dates are written one way app-wide (lib/dates/format-date.ts); re-exported for the files screens.
export { formatDate, formatDateTime } from '@/lib/dates/format-date';

export type DocumentKind = 'pdf' | 'word' | 'sheet' | 'slides' | 'image' | 'text' | 'archive' | 'link' | 'other';

/** The kind of a stored document from its MIME type (for the type icon), `link` for URL versions. */
export function documentKind(mime: string | null | undefined): DocumentKind {
  const m = (mime ?? '').toLowerCase();
  if (m === '') return 'link';
  if (m === 'application/pdf') return 'pdf';
  if (m.startsWith('image/')) return 'image';
  if (m.includes('wordprocessing') || m === 'application/msword' || m.includes('opendocument.text') || m === 'application/rtf') return 'word';
  if (m.includes('spreadsheet') || m.includes('excel') || m === 'text/csv') return 'sheet';
  if (m.includes('presentation') || m.includes('powerpoint')) return 'slides';
  if (m.includes('zip')) return 'archive';
  if (m.startsWith('text/')) return 'text';
  return 'other';
}

export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  pdf: 'PDF',
  word: 'Document',
  sheet: 'Spreadsheet',
  slides: 'Presentation',
  image: 'Image',
  text: 'Text',
  archive: 'ZIP archive',
  link: 'Link',
  other: 'File',
};

/** The name a file form starts with: the chosen file's name without its extension. */
export function nameFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).trim().slice(0, 200);
}

/** The host of an external URL for a short label ("docs.google.com"), or the URL itself. */
export function urlHost(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

/** What the file screen can show in the page: raster images and PDFs (never SVG, which can carry script). */
export type PreviewKind = 'image' | 'pdf';
const PREVIEW_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** The preview a stored version gets from its sniffed type, or null (the upstream serves anything else as an attachment). */
export function previewKind(mime: string | null | undefined): PreviewKind | null {
  const m = (mime ?? '').toLowerCase();
  if (m === 'application/pdf') return 'pdf';
  return PREVIEW_IMAGES.has(m) ? 'image' : null;
}

/** The BFF path showing a version inline (upstream `files/{id}/version/{vid}/preview`, same access as the download). */
export const versionPreviewHref = (fileId: number, versionId: number) => `/api/files/${fileId}/version/${versionId}/preview`;
