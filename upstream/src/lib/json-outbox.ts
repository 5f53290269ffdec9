import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Orders messages written in the same millisecond by one process. */
let sequence = 0;

/**
 * A folder of JSON files, one per message, newest first when listed: the development outbox of
 * mail and SMS. Names start with the time, then a per-process sequence so two messages written in
 * the same millisecond still sort in the order they were sent; random bytes keep processes apart.
 */
export function createJsonOutbox<T extends { created_at: string }>(dir: string) {
  return {
    async write(entry: T): Promise<void> {
      await mkdir(dir, { recursive: true });
      sequence = (sequence + 1) % 1_000_000;
      const name = `${Date.parse(entry.created_at).toString().padStart(15, '0')}-${sequence.toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(path.join(dir, name), JSON.stringify(entry, null, 2));
    },
    async list(keep: (entry: T) => boolean): Promise<T[]> {
      let names: string[];
      try {
        names = (await readdir(dir)).filter((n) => n.endsWith('.json'));
      } catch {
        return [];
      }
      names.sort().reverse();
      const out: T[] = [];
      for (const name of names) {
        const entry = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as T;
        if (keep(entry)) out.push(entry);
      }
      return out;
    },
  };
}
