import { randomBytes } from 'node:crypto';

/** Where uploads and documents live: local disk (`local-storage.ts`) or an S3 bucket (`s3-storage.ts`). */
export interface Storage {
  /** Stores bytes under a generated, unguessable name and returns that name. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** A web stream of the stored file, or null when it does not exist. */
  get(name: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
  /**
   * Streams bytes to storage without holding them in memory. `classify` sees the first bytes
   * (up to `headBytes`) and returns the extension to store under, or null to refuse the type.
   * Past `maxBytes` the write stops and the partial file is removed.
   */
  putStream(source: AsyncIterable<Uint8Array>, opts: StreamOptions): Promise<StreamResult>;
  /** Removes a stored file; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

export type StreamOptions = { maxBytes: number; headBytes: number; classify: (head: Uint8Array, complete: boolean) => string | null };
export type StreamResult = { ok: true; name: string; size: number; head: Uint8Array } | { ok: false; reason: 'too_large' | 'type' | 'empty' };

/**
 * Every driver serves and removes only names it generated: this rules out path traversal on disk
 * and reading or deleting keys of the bucket that are not ours.
 */
export const STORED_NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;
const EXTENSION = /^[a-z0-9]{1,8}$/;

export const newStoredId = () => randomBytes(16).toString('hex');

/** `<id>.<ext>`, or null when the extension could not be part of a stored name ("../x", "a/b"). */
export function storedName(id: string, extension: string): string | null {
  const ext = extension.toLowerCase();
  return EXTENSION.test(ext) ? `${id}.${ext}` : null;
}

/** The head grown by a chunk, cut at `headBytes`. */
export function growHead(head: Uint8Array, chunk: Uint8Array, headBytes: number): Uint8Array {
  const joined = new Uint8Array(head.length + chunk.length);
  joined.set(head);
  joined.set(chunk, head.length);
  return joined.subarray(0, Math.min(joined.length, headBytes));
}
