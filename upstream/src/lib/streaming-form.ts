import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import type { AppDeps } from '../app-env';
import { sniffDocument, DOCUMENT_TYPES_TEXT, SNIFF_BYTES } from '../storage/sniff-document';
import { AppError, fieldError } from './errors';
import { nulError } from './input-guard';

/** A document received in a multipart body, already in storage under a generated name. */
export type ReceivedDocument = { storageName: string; originalName: string; mime: string; size: number };

export type StreamingForm = {
  fields: Record<string, string>;
  /** Repeated or `x[]` text fields, as lists (the last value is also in `fields`). */
  lists: Record<string, string[]>;
  files: Record<string, ReceivedDocument[]>;
  /** Removes every stored document of this request: call it when the request fails after reading. */
  discard(): Promise<void>;
};

const MALFORMED = 'The request must be valid multipart/form-data.';
const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const cleanName = (name: string) => name.replace(/[\\/\u0000-\u001f\u007f]/g, '_').slice(-200) || 'file';

/**
 * A part's bytes for storage. Storage stops reading early on a refused or too-large part; the
 * default iterator would then destroy busboy's file stream, and busboy waits forever for a
 * destroyed stream to be read again, so the request would hang instead of answering 422. This one
 * leaves the stream alive; whatever storage did not read is drained afterwards.
 */
const keepAlive = (stream: Readable): AsyncIterable<Uint8Array> => ({
  [Symbol.asyncIterator]: () => stream.iterator({ destroyOnReturn: false }) as AsyncIterator<Uint8Array>,
});

/**
 * `maxBytes` (default DOCUMENT_MAX_BYTES) and `sniff` (default sniffDocument, whose accepted types
 * `typesText` names) let a form take other files: spreadsheet imports take CSV and XLSX up to 10 MB.
 */
export type StreamingFormOptions = {
  fileFields: string[];
  maxFiles?: number;
  maxBytes?: number;
  sniff?: (head: Uint8Array, originalName: string, complete: boolean) => { mime: string; ext: string } | null;
  typesText?: string;
};

/**
 * Reads a multipart body as it arrives (busboy): text fields into memory, document parts straight
 * to storage (never whole in memory), their type sniffed from the first bytes and their size
 * capped at `DOCUMENT_MAX_BYTES`. Parts named outside `fileFields` are drained and ignored.
 * A too-large or refused part is a 422 naming that field, and nothing of the request stays stored.
 */
export async function readStreamingForm(c: Context, deps: AppDeps, opts: StreamingFormOptions): Promise<StreamingForm> {
  const type = c.req.header('content-type') ?? '';
  if (!type.startsWith('multipart/form-data') || !c.req.raw.body) throw new AppError('VALIDATION', MALFORMED, { errors: { _: [MALFORMED] } });
  const maxBytes = opts.maxBytes ?? deps.config.documentMaxBytes;
  const sniff = opts.sniff ?? sniffDocument;
  const length = Number(c.req.header('content-length') ?? '0');
  if (length > maxBytes * (opts.maxFiles ?? 1) + 1024 * 1024) {
    throw fieldError(opts.fileFields[0] ?? 'file', `The ${opts.fileFields[0] ?? 'file'} may not be greater than ${megabytes(maxBytes)} MB.`);
  }

  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: Record<string, ReceivedDocument[]> = {};
  const stored: string[] = [];
  const discard = async () => {
    await Promise.all(stored.map((name) => deps.storage.remove(name)));
    stored.length = 0;
  };

  let bb: busboy.Busboy;
  try {
    // busboy's own file limit would also count ignored parts (other fields, empty file inputs), so it
    // only bounds the work; accepted documents are counted below against maxFiles.
    // Browsers send file names as raw UTF-8; busboy's default (latin1) would garble "é" into "Ã©".
    bb = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: { fields: 200, fieldSize: 64 * 1024, files: (opts.maxFiles ?? 1) + 20, parts: 300 },
    });
  } catch {
    throw new AppError('VALIDATION', MALFORMED, { errors: { _: [MALFORMED] } });
  }
  const pending: Promise<void>[] = [];
  const tooMany = fieldError(opts.fileFields[0] ?? 'file', `At most ${opts.maxFiles ?? 1} file(s) per request.`);
  let accepted = 0;
  let failure: AppError | null = null;
  // A storage failure (disk full, permissions) is a server error, not the client's fault; it is
  // caught here so the rejected promise is never left unhandled while busboy still runs.
  let storageError: unknown = null;

  bb.on('field', (rawKey, value) => {
    if (rawKey.includes('\u0000') || value.includes('\u0000')) failure ??= nulError([rawKey.replace(/\[\]$/, '')]);
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (rawKey.endsWith('[]')) (lists[key] ??= []).push(value);
    else if (key in fields) (lists[key] ??= [fields[key]]).push(value);
    fields[key] = value;
  });
  bb.on('file', (rawKey, stream, info) => {
    // A body cut off mid-part destroys the part's stream with "Unexpected end of form"; busboy
    // reports the same on itself (→ 422 below), so the part's copy must not go unhandled.
    stream.on('error', () => {});
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (!opts.fileFields.includes(key) || failure || !info.filename) {
      stream.resume();
      return;
    }
    if (++accepted > (opts.maxFiles ?? 1)) {
      failure = tooMany;
      stream.resume();
      return;
    }
    // Its place among the accepted documents: parts finish storing in any order, the list keeps the sent one.
    const slot = accepted - 1;
    const originalName = cleanName(info.filename);
    let sniffed: { mime: string; ext: string } | null = null;
    pending.push(
      deps.storage
        .putStream(keepAlive(stream), {
          maxBytes,
          headBytes: SNIFF_BYTES,
          classify: (head, complete) => (sniffed = sniff(head, originalName, complete))?.ext ?? null,
        })
        .then((result) => {
          if (!result.ok) stream.resume();
          if (result.ok && sniffed) {
            stored.push(result.name);
            (files[key] ??= [])[slot] = { storageName: result.name, originalName, mime: sniffed.mime, size: result.size };
          } else if (!result.ok && !failure) {
            failure =
              result.reason === 'too_large'
                ? fieldError(key, `The ${key} may not be greater than ${megabytes(maxBytes)} MB.`)
                : result.reason === 'empty'
                  ? fieldError(key, `The ${key} is empty.`)
                  : fieldError(key, `The ${key} must be a ${opts.typesText ?? DOCUMENT_TYPES_TEXT} file.`);
          }
        })
        .catch((error: unknown) => {
          stream.resume();
          storageError ??= error;
        }),
    );
  });
  bb.on('filesLimit', () => {
    failure ??= tooMany;
  });

  try {
    await new Promise<void>((resolve, reject) => {
      bb.on('close', resolve);
      bb.on('error', reject);
      const source = Readable.fromWeb(c.req.raw.body as NodeReadableStream<Uint8Array>);
      source.on('error', reject);
      source.pipe(bb);
    });
    await Promise.all(pending);
  } catch {
    await Promise.allSettled(pending);
    await discard();
    throw new AppError('VALIDATION', MALFORMED, { errors: { _: [MALFORMED] } });
  }
  if (storageError || failure) {
    await discard();
    throw storageError ?? failure;
  }
  // Slots are shared by every file field, so each field's list is compacted to its own documents.
  for (const key of Object.keys(files)) files[key] = files[key].filter(Boolean);
  return { fields, lists, files, discard };
}
