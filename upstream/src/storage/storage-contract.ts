import { createHash, randomBytes } from 'node:crypto';
import type { Storage, StreamOptions } from './storage';

/** A driver under test and a way to list everything it holds (to prove nothing was left behind). */
export type StorageSubject = { storage: Storage; stored(): Promise<string[]>; cleanup?(): Promise<void> };

const MB = 1024 * 1024;
const CHUNK = 64 * 1024;
const HEAD = 8192;
const PDF = Buffer.from('%PDF-1.7\n');
const SLOW = 120_000;

/**
 * A body made chunk by chunk as storage asks for it (never whole in memory, here either), starting
 * with a PDF header; its digest and the bytes handed out are tracked as it goes.
 */
function lazyBody(total: number, chunk = CHUNK) {
  const hash = createHash('sha256');
  let consumed = 0;
  async function* generate() {
    while (consumed < total) {
      const part = randomBytes(Math.min(chunk, total - consumed));
      if (consumed === 0) PDF.copy(part, 0, 0, Math.min(PDF.length, part.length));
      consumed += part.length;
      hash.update(part);
      yield new Uint8Array(part.buffer, part.byteOffset, part.length);
    }
  }
  // Like the multipart reader's parts (`keepAlive` in lib/streaming-form.ts): leaving a loop early
  // does not end the body, and a new iterator carries on where the last one stopped (the drain).
  const rest = generate();
  const source: AsyncIterable<Uint8Array> = { [Symbol.asyncIterator]: () => ({ next: () => rest.next() }) };
  return { source, consumed: () => consumed, digest: () => hash.copy().digest('hex') };
}

async function* bodyOf(...parts: Uint8Array[]) {
  for (const part of parts) yield part;
}

/** Reads a stored file's stream chunk by chunk: its length and digest, never the whole. */
async function digestOf(stream: ReadableStream<Uint8Array>) {
  const hash = createHash('sha256');
  let size = 0;
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    hash.update(next.value);
    size += next.value.length;
  }
  return { size, digest: hash.digest('hex') };
}

const bytesOf = async (stream: ReadableStream<Uint8Array>) => Buffer.from(await new Response(stream).arrayBuffer());

/** A classifier that takes PDFs only and records what it was shown. */
function pdfOnly(answer: (head: Uint8Array) => string | null = (h) => (Buffer.from(h.subarray(0, 5)).toString() === '%PDF-' ? 'pdf' : null)) {
  const calls: { length: number; complete: boolean }[] = [];
  const classify: StreamOptions['classify'] = (head, complete) => {
    calls.push({ length: head.length, complete });
    return answer(head);
  };
  return { calls, classify };
}

/**
 * One behaviour for every storage driver: the local disk and S3 run the same tests
 * (`local-storage.test.ts`, `s3-storage.test.ts`).
 */
export function describeStorageContract(name: string, makeSubject: () => Promise<StorageSubject>): void {
  describe(`storage contract: ${name}`, () => {
    let s: StorageSubject;
    beforeEach(async () => {
      s = await makeSubject();
    }, 30_000);
    afterEach(async () => {
      await s.cleanup?.();
    }, 30_000);

    it('puts bytes under a new generated name each time and reads them back unchanged', async () => {
      const bytes = new Uint8Array(randomBytes(3000));
      const first = await s.storage.put(bytes, 'PNG');
      const second = await s.storage.put(bytes, 'png');
      expect(first).toMatch(/^[a-f0-9]{32}\.png$/);
      expect(second).not.toBe(first);
      const got = await s.storage.get(first);
      expect(got?.size).toBe(3000);
      expect(await bytesOf(got!.stream)).toEqual(Buffer.from(bytes));
      expect(await s.stored()).toEqual([first, second].sort());
    });

    it('refuses to put under an extension that could not be part of a name, storing nothing', async () => {
      await expect(s.storage.put(new Uint8Array([1]), '../x')).rejects.toThrow();
      await expect(s.storage.put(new Uint8Array([1]), 'a/b')).rejects.toThrow();
      expect(await s.stored()).toEqual([]);
    });

    it('streams a body shorter than the head: classified once as complete, stored and read back', async () => {
      const parts = [new Uint8Array(PDF), new Uint8Array(randomBytes(1000)), new Uint8Array(randomBytes(500))];
      const { calls, classify } = pdfOnly();
      const result = await s.storage.putStream(bodyOf(...parts), { maxBytes: MB, headBytes: HEAD, classify });
      const whole = Buffer.concat(parts);
      expect(result).toEqual({ ok: true, name: expect.stringMatching(/^[a-f0-9]{32}\.pdf$/), size: whole.length, head: expect.anything() });
      expect(calls).toEqual([{ length: whole.length, complete: true }]);
      if (!result.ok) return;
      expect(Buffer.from(result.head)).toEqual(whole);
      expect(await bytesOf((await s.storage.get(result.name))!.stream)).toEqual(whole);
    });

    it(
      'streams a 12 MB body in 64 KB chunks and streams it back unchanged',
      async () => {
        const body = lazyBody(12 * MB);
        const { calls, classify } = pdfOnly();
        const result = await s.storage.putStream(body.source, { maxBytes: 20 * MB, headBytes: HEAD, classify });
        expect(result).toMatchObject({ ok: true, size: 12 * MB });
        // The type is decided on the first 8 KB, before the rest is stored.
        expect(calls).toEqual([{ length: HEAD, complete: false }]);
        if (!result.ok) return;
        expect(Buffer.from(result.head.subarray(0, PDF.length))).toEqual(PDF);
        const got = await s.storage.get(result.name);
        expect(got?.size).toBe(12 * MB);
        expect(await digestOf(got!.stream)).toEqual({ size: 12 * MB, digest: body.digest() });
        expect(await s.stored()).toEqual([result.name]);
      },
      SLOW,
    );

    it('caps the size: exactly maxBytes is stored, one byte more is refused and drained', async () => {
      const exact = lazyBody(100_000, 7000);
      const ok = await s.storage.putStream(exact.source, { maxBytes: 100_000, headBytes: HEAD, classify: pdfOnly().classify });
      expect(ok).toMatchObject({ ok: true, size: 100_000 });
      const over = lazyBody(100_001, 7000);
      expect(await s.storage.putStream(over.source, { maxBytes: 100_000, headBytes: HEAD, classify: pdfOnly().classify })).toEqual({
        ok: false,
        reason: 'too_large',
      });
      // The rest of a refused body is read to the end, so the request finishes and gets its answer.
      expect(over.consumed()).toBe(100_001);
      expect(await s.stored()).toEqual([ok.ok ? ok.name : '']);
    });

    it(
      'refuses a multi-MB body at the cap while streaming (after MBs went out) and leaves nothing',
      async () => {
        const body = lazyBody(12 * MB);
        const result = await s.storage.putStream(body.source, { maxBytes: 7 * MB, headBytes: HEAD, classify: pdfOnly().classify });
        expect(result).toEqual({ ok: false, reason: 'too_large' });
        expect(body.consumed()).toBe(12 * MB);
        expect(await s.stored()).toEqual([]);
      },
      SLOW,
    );

    it(
      'refuses a type the classifier refuses, from the head or from a complete short body, leaving nothing',
      async () => {
        const big = lazyBody(3 * MB);
        const refused = pdfOnly(() => null);
        expect(await s.storage.putStream(big.source, { maxBytes: 20 * MB, headBytes: HEAD, classify: refused.classify })).toEqual({
          ok: false,
          reason: 'type',
        });
        expect(refused.calls).toEqual([{ length: HEAD, complete: false }]);
        expect(big.consumed()).toBe(3 * MB);
        const short = await s.storage.putStream(bodyOf(new Uint8Array([0x7f, 0x45, 0x4c, 0x46])), {
          maxBytes: MB,
          headBytes: HEAD,
          classify: pdfOnly().classify,
        });
        expect(short).toEqual({ ok: false, reason: 'type' });
        expect(await s.stored()).toEqual([]);
      },
      SLOW,
    );

    it('refuses an empty body as empty, and an extension that could not be a name as a type', async () => {
      expect(await s.storage.putStream(bodyOf(), { maxBytes: MB, headBytes: HEAD, classify: pdfOnly().classify })).toEqual({ ok: false, reason: 'empty' });
      const escape = pdfOnly(() => '../x');
      expect(await s.storage.putStream(lazyBody(20_000).source, { maxBytes: MB, headBytes: HEAD, classify: escape.classify })).toEqual({
        ok: false,
        reason: 'type',
      });
      expect(await s.stored()).toEqual([]);
    });

    it('removes a stored file; removing it again or a name never stored is fine', async () => {
      const name = await s.storage.put(new Uint8Array([1, 2, 3]), 'png');
      await s.storage.remove(name);
      expect(await s.storage.get(name)).toBeNull();
      await expect(s.storage.remove(name)).resolves.toBeUndefined();
      await expect(s.storage.remove(`${'0'.repeat(32)}.pdf`)).resolves.toBeUndefined();
      expect(await s.stored()).toEqual([]);
    });

    it('answers null (not found) for a generated-looking name that was never stored', async () => {
      expect(await s.storage.get(`${'a'.repeat(32)}.pdf`)).toBeNull();
    });

    it('neither serves nor removes a name it did not generate (no path traversal, no foreign keys)', async () => {
      const name = await s.storage.put(new Uint8Array([9, 8, 7]), 'png');
      const bad = [
        `../${name}`,
        `./${name}`,
        `uploads/${name}`,
        `${name}/`,
        `..%2F${name}`,
        name.toUpperCase(),
        `${name}\u0000`,
        '..',
        '',
        '/etc/passwd',
        '../../etc/passwd',
      ];
      for (const other of bad) {
        expect(await s.storage.get(other)).toBeNull();
        await s.storage.remove(other);
      }
      expect(await bytesOf((await s.storage.get(name))!.stream)).toEqual(Buffer.from([9, 8, 7]));
      expect(await s.stored()).toEqual([name]);
    });
  });
}
