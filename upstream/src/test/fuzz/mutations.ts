/**
 * What the fuzz sends: each field of a route's valid sample body replaced by a hostile value, whole
 * bodies that are not what they claim to be, and path ids that are not ids. Deterministic (no
 * random seed to chase): the same tries every run.
 */
import { PDF_BYTES } from '../content-fixtures';

export type RawBody = { contentType?: string; payload: BodyInit };
export type Try = { label: string; path?: string; body?: RawBody };

const HUGE = 'x'.repeat(200_000);
/** Values a field must survive: wrong types, NUL, huge, numbers past every integer type, nesting. */
export const FIELD_VALUES: readonly [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['huge string', HUGE],
  ['number', 123456789],
  ['float', 1.5],
  ['bool', true],
  ['null', null],
  ['object', { nested: { deeper: 'x' } }],
  ['array', ['a', 1, null]],
  ['bigint text', '99999999999999999999999999'],
  ['negative', -1],
  ['empty', ''],
];

/** Text values for multipart fields (forms carry only text and files). */
export const FORM_VALUES: readonly [string, string][] = [
  ['NUL', 'a\u0000b'],
  ['huge string', HUGE],
  ['bigint text', '99999999999999999999999999'],
  ['negative', '-1'],
  ['not a number', 'abc'],
  ['json text', '{"a":[1,2]}'],
  ['empty', ''],
];

/** Bytes that pretend to be something else: HTML named .pdf, an executable named .png, a zip bomb's header. */
export const DISGUISED_FILES: readonly { label: string; name: string; type: string; bytes: Uint8Array }[] = [
  { label: 'HTML as PDF', name: 'deck.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('<html><script>alert(1)</script></html>') },
  { label: 'ELF as PNG', name: 'photo.png', type: 'image/png', bytes: new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0]) },
  { label: 'empty file', name: 'empty.pdf', type: 'application/pdf', bytes: new Uint8Array() },
  { label: 'PDF named .exe', name: 'run.exe\u0000.pdf', type: 'application/x-msdownload', bytes: PDF_BYTES },
];

const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

/** Whole bodies that are malformed or not the shape any route takes. */
export const WHOLE_BODIES: readonly [string, RawBody][] = [
  ['truncated JSON', { contentType: 'application/json', payload: '{"name": "x", ' }],
  ['JSON array', { contentType: 'application/json', payload: '[1,2,3]' }],
  ['JSON null', { contentType: 'application/json', payload: 'null' }],
  ['JSON string', { contentType: 'application/json', payload: '"text"' }],
  ['JSON nested 5000 deep', { contentType: 'application/json', payload: deep(5000) }],
  ['empty JSON body', { contentType: 'application/json', payload: '' }],
  ['multipart without boundary', { contentType: 'multipart/form-data', payload: 'name=x' }],
  [
    'multipart with a wrong boundary',
    { contentType: 'multipart/form-data; boundary=zzz', payload: '--aaa\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--aaa--\r\n' },
  ],
  [
    'truncated multipart',
    { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4' },
  ],
  ['urlencoded with a broken escape', { contentType: 'application/x-www-form-urlencoded', payload: 'name=%E0%A4%A&x=%' }],
  ['text/plain', { contentType: 'text/plain', payload: 'hello' }],
  ['no content type', { payload: 'name=x' }],
];

/** Values for a path id that is not one. */
export const BAD_IDS: readonly string[] = ['0', '-1', '99999999999999999999', 'abc', '1.5', '1e3', '%00', '%20', '0x10'];

/** The sample body as multipart (forms carry text): repeated keys for arrays. */
export function toForm(fields: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) form.append(`${key}[]`, String(v));
    else if (value !== undefined && value !== null) form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return form;
}

/** A copy of a form with one text field replaced (or added). */
export function replaceFormField(form: FormData, key: string, value: string): FormData {
  const out = new FormData();
  for (const [k, v] of form.entries()) if (k !== key) out.append(k, v);
  out.append(key, value);
  return out;
}

/** A copy of a form whose file parts carry other bytes. */
export function replaceFormFiles(form: FormData, file: { name: string; type: string; bytes: Uint8Array }): FormData {
  const out = new FormData();
  for (const [k, v] of form.entries()) {
    if (typeof v === 'string') out.append(k, v);
    else out.append(k, new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  }
  return out;
}
