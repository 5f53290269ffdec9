import { createReadStream } from 'node:fs';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { once } from 'node:events';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Storage } from './storage';
import { STORED_NAME as NAME, growHead, newStoredId, storedName } from './storage';

// The interface lives in storage.ts; re-exported here for the modules that import it from here.
export type { Storage, StreamOptions, StreamResult } from './storage';

export function createLocalStorage(dir: string): Storage {
  return {
    async put(bytes, extension) {
      const name = storedName(newStoredId(), extension);
      if (!name) throw new Error(`Refusing to store under the extension "${extension}".`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
    },
    async putStream(source, opts) {
      await mkdir(dir, { recursive: true });
      const id = newStoredId();
      const partial = path.join(dir, `${id}.part`);
      const out = createWriteStream(partial, { flags: 'wx' });
      // A write that fails (ENOSPC: disk full) destroys the stream: its error is kept here (not left
      // unhandled), and 'close' is awaited from the start, since it may come before the loop ends.
      let writeError: Error | null = null;
      out.on('error', (err) => (writeError ??= err));
      const closed = once(out, 'close').catch(() => undefined);
      let size = 0;
      let head: Uint8Array = new Uint8Array(0);
      let ext: string | null | undefined;
      let failure: 'too_large' | 'type' | null = null;
      // An extension that could not be part of a name (say "../x") is refused like an unknown type.
      const classify = (bytes: Uint8Array, complete: boolean) => {
        const kind = opts.classify(bytes, complete);
        return kind !== null && storedName(id, kind) ? kind : null;
      };
      try {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > opts.maxBytes) {
            failure = 'too_large';
            break;
          }
          if (ext === undefined && head.length < opts.headBytes) {
            head = growHead(head, chunk, opts.headBytes);
            if (head.length >= opts.headBytes) {
              ext = classify(head, false);
              if (ext === null) {
                failure = 'type';
                break;
              }
            }
          }
          if (writeError) break;
          if (!out.write(chunk)) await Promise.race([once(out, 'drain').catch(() => undefined), closed]);
          if (writeError) break;
        }
        if (!failure && size === 0) failure = 'type';
        if (!failure && ext === undefined) {
          ext = classify(head, true);
          if (ext === null) failure = 'type';
        }
      } finally {
        if (!out.destroyed) out.end();
        await closed;
      }
      if (writeError) {
        await rm(partial, { force: true }).catch(() => undefined);
        throw writeError;
      }
      if (failure || !ext) {
        await rm(partial, { force: true });
        // Drain what is left so the request can finish and the client reads our 422.
        if (failure) for await (const chunk of source) void chunk;
        return { ok: false, reason: size === 0 ? 'empty' : (failure ?? 'type') };
      }
      const name = storedName(id, ext) as string;
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
