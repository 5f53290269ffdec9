import { createS3Client, createS3Storage } from './s3-storage';
import { startS3TestServer } from './s3-test-server';
import type { S3TestServer } from './s3-test-server';
import { describeStorageContract } from './storage-contract';

const MB = 1024 * 1024;

// One s3rver for the file (a real S3-protocol server on 127.0.0.1); the bucket is emptied per test.
let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
}, 30_000);
afterAll(async () => {
  await server?.close();
}, 30_000);

describeStorageContract('S3 (s3rver)', async () => {
  await server.empty();
  return { storage: createS3Storage(server.settings), stored: () => server.keys() };
});

/** A PDF-looking body of `total` bytes made 64 KB at a time, counting what storage has read. */
function counted(total: number) {
  let consumed = 0;
  async function* generate() {
    while (consumed < total) {
      const chunk = Buffer.alloc(Math.min(64 * 1024, total - consumed), consumed % 251);
      if (consumed === 0) chunk.write('%PDF-1.7\n');
      consumed += chunk.length;
      yield new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.length);
    }
  }
  const rest = generate();
  return { source: { [Symbol.asyncIterator]: () => ({ next: () => rest.next() }) }, consumed: () => consumed };
}

/** A driver whose client notes each command it sends, with how much of the body was read by then. */
function watched(body: { consumed(): number }) {
  const client = createS3Client(server.settings);
  const sent: { command: string; consumed: number; part?: number }[] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const part = (args.input as { PartNumber?: number }).PartNumber;
      sent.push({ command: String(context.commandName).replace(/Command$/, ''), consumed: body.consumed(), ...(part ? { part } : {}) });
      return next(args);
    },
    { step: 'initialize' },
  );
  return { storage: createS3Storage(server.settings, client), sent, close: () => client.destroy() };
}

describe('S3 driver: streaming uploads', () => {
  beforeEach(() => server.empty(), 30_000);

  it('sends a large body in 5 MB parts as it arrives, never holding more than two parts unsent', async () => {
    const body = counted(24 * MB);
    const s3 = watched(body);
    const result = await s3.storage.putStream(body.source, { maxBytes: 50 * MB, headBytes: 8192, classify: () => 'pdf' });
    s3.close();
    expect(result).toMatchObject({ ok: true, size: 24 * MB });
    const parts = s3.sent.filter((s) => s.command === 'UploadPart');
    expect(parts.map((p) => p.part).sort()).toEqual([1, 2, 3, 4, 5]);
    // Part 1 left before the body was read through; at any part, what was read but not yet sent
    // is at most this part, the next one and a little read-ahead.
    expect(parts[0].consumed).toBeLessThan(24 * MB);
    for (const p of parts) expect(p.consumed - ((p.part ?? 1) - 1) * 5 * MB).toBeLessThanOrEqual(11 * MB);
    expect(s3.sent.map((s) => s.command)).toContain('CompleteMultipartUpload');
    expect(await server.keys()).toEqual([result.ok ? result.name : '']);
  }, 120_000);

  it('a body past the cap after a part went out aborts the multipart upload and never completes it', async () => {
    const body = counted(12 * MB);
    const s3 = watched(body);
    const result = await s3.storage.putStream(body.source, { maxBytes: 7 * MB, headBytes: 8192, classify: () => 'pdf' });
    s3.close();
    expect(result).toEqual({ ok: false, reason: 'too_large' });
    const commands = s3.sent.map((s) => s.command);
    expect(commands).toEqual(expect.arrayContaining(['CreateMultipartUpload', 'UploadPart', 'AbortMultipartUpload', 'DeleteObject']));
    expect(commands).not.toContain('CompleteMultipartUpload');
    expect(body.consumed()).toBe(12 * MB);
    expect(await server.keys()).toEqual([]);
  }, 120_000);

  it('sends nothing at all for a refused type', async () => {
    const body = counted(3 * MB);
    const s3 = watched(body);
    expect(await s3.storage.putStream(body.source, { maxBytes: 50 * MB, headBytes: 8192, classify: () => null })).toEqual({ ok: false, reason: 'type' });
    s3.close();
    expect(s3.sent).toEqual([]);
  });
});
