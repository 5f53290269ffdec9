import type { TextDocumentType } from '@/lib/contract/files';
import { sniffImage, IMAGE_TYPES } from './sniff-image';

/**
 * Document types accepted for files, versions, insight files and insight resources. The type is
 * decided by the first bytes (magic numbers); the name's extension only chooses between formats
 * that share a container (ZIP-based Office/OpenDocument files, OLE legacy Office files, plain text).
 * Downloads are always served as attachments with this type and nosniff.
 */
export type DocumentType = { mime: string; ext: string };

const ZIP_FORMATS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
};
const OLE_FORMATS: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint' };
// Typed against the contract's list: a text type added here must be one a version can be compared as.
const TEXT_FORMATS: Record<string, TextDocumentType> = {
  txt: 'text/plain',
  csv: 'text/csv',
  md: 'text/markdown',
  tsv: 'text/tab-separated-values',
  json: 'application/json',
};

export const DOCUMENT_TYPES_TEXT = 'PDF, Word, Excel, PowerPoint, OpenDocument, image (PNG, JPEG, GIF, WebP), text, CSV or ZIP';
/** How many leading bytes sniffDocument wants (fewer is fine for short files). */
export const SNIFF_BYTES = 8192;

const extOf = (name: string) => {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name);
  return m ? m[1].toLowerCase() : '';
};
const startsWith = (b: Uint8Array, sig: number[]) => sig.every((v, i) => b[i] === v);

/** Plain text: no NUL bytes and valid UTF-8 (a multi-byte character cut at the end of the head is allowed). */
function looksLikeText(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(complete ? head : head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

/** `complete` says the head is the whole file. Null: not an accepted type. */
export function sniffDocument(head: Uint8Array, originalName: string, complete: boolean): DocumentType | null {
  const ext = extOf(originalName);
  if (startsWith(head, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mime: 'application/pdf', ext: 'pdf' };
  const image = sniffImage(head);
  if (image) return { mime: image, ext: IMAGE_TYPES[image] };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const kind = ZIP_FORMATS[ext] ? ext : 'zip';
    return { mime: ZIP_FORMATS[kind], ext: kind };
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return OLE_FORMATS[ext] ? { mime: OLE_FORMATS[ext], ext } : null;
  }
  if (head.length > 0 && looksLikeText(head, complete)) {
    const kind = TEXT_FORMATS[ext] ? ext : 'txt';
    return { mime: TEXT_FORMATS[kind], ext: kind };
  }
  return null;
}
