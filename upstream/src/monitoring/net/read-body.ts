import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { MonitoringFetchError } from './fetch-error';

/**
 * Reads a response body up to `maxBytes`, compressed and decompressed alike (a small gzip bomb
 * must not fill memory: zlib stops at `maxOutputLength`). Stops reading as soon as the limit is
 * passed; the caller's connection is then dropped with the stream.
 */
export async function readBody(stream: AsyncIterable<Buffer | Uint8Array>, encoding: string | undefined, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    // Leaving the loop ends the iterator, which destroys the stream and drops the connection.
    if (size > maxBytes) throw new MonitoringFetchError('too_large', `Body larger than ${maxBytes} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  const raw = Buffer.concat(chunks);
  const coding = (encoding ?? '').trim().toLowerCase();
  try {
    if (coding === 'gzip' || coding === 'x-gzip') return gunzipSync(raw, { maxOutputLength: maxBytes });
    if (coding === 'deflate') return inflateSync(raw, { maxOutputLength: maxBytes });
    if (coding === 'br') return brotliDecompressSync(raw, { maxOutputLength: maxBytes });
  } catch (cause) {
    // zlib's ERR_BUFFER_TOO_LARGE (a RangeError from another realm under Jest: compare the code).
    if ((cause as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new MonitoringFetchError('too_large', `Body larger than ${maxBytes} bytes`, { cause });
    throw new MonitoringFetchError('network', `Could not decode a ${coding} body`, { cause });
  }
  return raw;
}
