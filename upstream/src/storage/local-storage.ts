import { createReadStream } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface Storage {
  /** Stores bytes under a generated, unguessable name and returns that name. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** A web stream of the stored file, or null when it does not exist. */
  get(name: string): Promise<{ stream: ReadableStream<Uint8Array>; size: number } | null>;
}

const NAME = /^[a-f0-9]{32}\.[a-z0-9]{1,8}$/;

export function createLocalStorage(dir: string): Storage {
  return {
    async put(bytes, extension) {
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${extension.toLowerCase()}`;
      await writeFile(path.join(dir, name), bytes, { flag: 'wx' });
      return name;
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
