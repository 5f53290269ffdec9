/**
 * Measures document uploads (POST files, multipart) over HTTP against the upstream:
 * a large file streamed in 64 KB chunks, generated lazily so the client holds almost nothing.
 * Prints throughput and the process's peak RSS growth during the upload: if the server buffered
 * the body, RSS would grow by about the file's size. Then downloads it back and checks the size.
 * Run: npm run -s bench:upload   (BENCH_UPLOAD_MB, default 200)
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createTestApp } from '../upstream/src/test/create-test-app';
import { signUpUser } from '../upstream/src/test/helpers';
import { makeTeam, makeWorkspace } from '../upstream/src/test/fixtures';

const MB = Number(process.env.BENCH_UPLOAD_MB ?? 200);
const CHUNK = 64 * 1024;

function multipartStream(boundary: string, fields: Record<string, string>, fileName: string, bytes: number): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  const head =
    Object.entries(fields)
      .map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const chunk = new Uint8Array(CHUNK).fill(0x41);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(enc.encode(head));
        controller.enqueue(enc.encode('%PDF-1.7\n'));
        sent = 9;
        stage = 1;
      } else if (stage === 1) {
        const n = Math.min(CHUNK, bytes - sent);
        controller.enqueue(n === CHUNK ? chunk : chunk.subarray(0, n));
        sent += n;
        if (sent >= bytes) stage = 2;
      } else {
        controller.enqueue(enc.encode(tail));
        controller.close();
      }
    },
  });
}

async function main() {
  const bytes = MB * 1024 * 1024;
  const t = await createTestApp({ DOCUMENT_MAX_BYTES: String(bytes + 1024 * 1024) });
  const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((r) => server.once('listening', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const user = await signUpUser(t, 'bench-upload@example.com');
  const team = await makeTeam(t, [{ userId: user.id, role: 'admin' }]);
  const workspaceId = await makeWorkspace(t, { ownerTeamId: team });
  const headers = { authorization: `Bearer ${user.token}` };

  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  const boundary = `bench${Date.now()}`;
  const t0 = performance.now();
  const res = await fetch(`${base}/files`, {
    method: 'POST',
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: multipartStream(boundary, { name: 'Big deck', workspace_id: String(workspaceId) }, 'big.pdf', bytes),
    duplex: 'half',
  } as RequestInit);
  const body = (await res.json()) as { data?: { id: number; latest_version: { id: number } }; message?: string };
  const ms = performance.now() - t0;
  clearInterval(sampler);
  if (res.status !== 201 || !body.data) throw new Error(`upload ${res.status}: ${body.message}`);

  const d0 = performance.now();
  const download = await fetch(`${base}/files/${body.data.id}/version/${body.data.latest_version.id}/download`, { headers });
  let received = 0;
  for await (const part of download.body as unknown as AsyncIterable<Uint8Array>) received += part.length;
  const dms = performance.now() - d0;

  console.log(`node ${process.version}, one ${MB} MB document, PGlite in memory, local storage\n`);
  console.log(
    `upload   ${(ms / 1000).toFixed(2)} s  ${(MB / (ms / 1000)).toFixed(0)} MB/s  peak RSS growth ${((peak - baseline) / 1024 / 1024).toFixed(0)} MB`,
  );
  console.log(
    `download ${(dms / 1000).toFixed(2)} s  ${(MB / (dms / 1000)).toFixed(0)} MB/s  ${received === bytes ? 'bytes match' : `SIZE MISMATCH ${received} != ${bytes}`}`,
  );
  server.close();
  await t.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
