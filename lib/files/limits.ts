/**
 * What the file and insight uploads accept, as the upload dialogs (and the README and e2e) state it.
 * The upstream enforces it: DOCUMENT_MAX_BYTES (default 50 MB) and the sniffed types of
 * `upstream/src/storage/sniff-document.ts`. The browser checks the size first to spare a long upload.
 */
export const UPLOAD_LIMITS_TEXT = 'Up to 50 MB. PDF, Word, Excel, PowerPoint, OpenDocument, images, text, CSV or ZIP.';

/** The default DOCUMENT_MAX_BYTES. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** The file picker's filter (a hint only: the upstream decides from the bytes). */
export const UPLOAD_ACCEPT = [
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  '.ppt',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.txt',
  '.csv',
  '.tsv',
  '.md',
  '.json',
  '.zip',
].join(',');

/** The message for a file over the limit, worded like the upstream's 422. */
export const tooLargeMessage = (field = 'file') => `The ${field} may not be greater than 50 MB.`;
