import { createReadStream } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

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

const NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

export function createLocalStorage(dir: string): Storage {
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
    async putStream(source, opts) {
      await mkdir(dir, { recursive: true });
      const id = randomBytes(16).toString('hex');
      const partial = path.join(dir, `${id}.part`);
      const out = createWriteStream(partial, { flags: 'wx' });
      let size = 0;
      let head = new Uint8Array(0);
      let ext: string | null | undefined;
      let failure: 'too_large' | 'type' | null = null;
      try {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > opts.maxBytes) {
            failure = 'too_large';
            break;
          }
          if (ext === undefined && head.length < opts.headBytes) {
            const joined = new Uint8Array(head.length + chunk.length);
            joined.set(head);
            joined.set(chunk, head.length);
            head = joined.subarray(0, Math.min(joined.length, opts.headBytes));
            if (head.length >= opts.headBytes) {
              ext = opts.classify(head, false);
              if (ext === null) {
                failure = 'type';
                break;
              }
            }
          }
          if (!out.write(chunk)) await once(out, 'drain');
        }
        if (!failure && size === 0) failure = 'type';
        if (!failure && ext === undefined) {
          ext = opts.classify(head, true);
          if (ext === null) failure = 'type';
        }
      } finally {
        out.end();
        await once(out, 'close');
      }
      if (failure || !ext) {
        await rm(partial, { force: true });
        // Drain what is left so the request can finish and the client reads our 422.
        if (failure) for await (const chunk of source) void chunk;
        return { ok: false, reason: size === 0 ? 'empty' : (failure ?? 'type') };
      }
      const name = `${id}.${ext.toLowerCase()}`;
      await rename(partial, path.join(dir, name));
      return { ok: true, name, size, head };
    },
    async remove(name) {
      if (!NAME.test(name)) return;
      await rm(path.join(dir, name), { force: true });
    },
    async get(name) {
      // Only names we generated are served, which also rules out path traversal.
      if (!NAME.test(name)) return null;
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        return { stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
      } catch {
        return null;
      }
    },
  };
}
