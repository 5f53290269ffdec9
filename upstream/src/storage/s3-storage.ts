import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage, StreamResult } from './storage';
import { STORED_NAME, growHead, newStoredId, storedName } from './storage';

export type S3Settings = {
  bucket: string;
  /** Unset: AWS itself. Set for MinIO, R2, Ceph, s3rver… */
  endpoint?: string;
  region: string;
  /** Both unset: the SDK's default credential chain (instance role, AWS_* variables, profile). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (MinIO and most self-hosted services). */
  forcePathStyle: boolean;
};

/** 5 MB is S3's smallest part; with two in flight an upload holds at most ~15 MB, whatever its size. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;

export function createS3Client(s: S3Settings): S3Client {
  return new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
    // Recent SDKs add CRC32 checksums to every upload by default (streamed bodies then go out as
    // aws-chunked with a trailer), which many S3-compatible services and s3rver reject. Checksums
    // only when an operation requires them is the SDK's former behaviour and accepted by AWS and
    // MinIO alike; TLS and S3's own Content-MD5/ETag checks still cover the bytes.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A missing key (and only that: a missing bucket or a refused key is a server error, not a 404). */
function isMissingKey(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || (e?.name !== 'NoSuchBucket' && e?.$metadata?.httpStatusCode === 404);
}

async function drain(it: AsyncIterator<Uint8Array>): Promise<void> {
  while (!(await it.next()).done);
}

/**
 * Objects in one bucket of any S3-compatible service, under the same generated names as on disk.
 * Documents stream both ways: uploads go out in 5 MB multipart parts as they arrive (the name is
 * only known once the first bytes are classified, so nothing is sent before that), downloads
 * stream the object's body.
 */
export function createS3Storage(settings: S3Settings, client: S3Client = createS3Client(settings)): Storage {
  const Bucket = settings.bucket;
  const removeKey = async (Key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key }));
  };

  return {
    async put(bytes, extension) {
      const name = storedName(newStoredId(), extension);
      if (!name) throw new Error(`Refusing to store under the extension "${extension}".`);
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentLength: bytes.length }));
      return name;
    },

    async putStream(source, opts): Promise<StreamResult> {
      const it = source[Symbol.asyncIterator]();
      const id = newStoredId();
      const classify = (bytes: Uint8Array, complete: boolean) => {
        const kind = opts.classify(bytes, complete);
        return kind !== null ? storedName(id, kind) : null;
      };
      // Until the head is classified, its chunks wait here (headBytes plus at most one chunk).
      const early: Uint8Array[] = [];
      let head: Uint8Array = new Uint8Array(0);
      let size = 0;
      let name: string | null | undefined;
      let ended = false;
      let failure: 'too_large' | 'type' | null = null;
      while (name === undefined) {
        const next = await it.next();
        if (next.done) {
          ended = true;
          break;
        }
        size += next.value.length;
        if (size > opts.maxBytes) {
          failure = 'too_large';
          break;
        }
        early.push(next.value);
        head = growHead(head, next.value, opts.headBytes);
        if (head.length >= opts.headBytes) name = classify(head, false);
      }
      if (!failure && size === 0) return { ok: false, reason: 'empty' };
      if (!failure && name === undefined) name = classify(head, true);
      if (failure || !name) {
        // Drain what is left so the request can finish and the client reads our 422.
        if (!ended) await drain(it);
        return { ok: false, reason: failure ?? 'type' };
      }

      let tooLarge = false;
      async function* body() {
        yield* early.splice(0);
        if (ended) return;
        for (let next = await it.next(); !next.done; next = await it.next()) {
          size += next.value.length;
          if (size > opts.maxBytes) {
            tooLarge = true;
            // Failing the body fails the upload before it is completed: lib-storage then aborts
            // the multipart upload (or never sends the single PUT), so no object appears.
            throw new Error('Past the size limit.');
          }
          yield next.value;
        }
      }
      const key = name;
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: Readable.from(body(), { objectMode: false, highWaterMark: 64 * 1024 }) },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // Belt and braces: an abort the service refused (s3rver has no AbortMultipartUpload) or a
        // completion whose answer was lost must not leave an object. Parts of an abort that failed
        // are the bucket's lifecycle rule's to expire (AbortIncompleteMultipartUpload).
        await removeKey(key).catch(() => undefined);
        if (!tooLarge) throw error;
        await drain(it);
        return { ok: false, reason: 'too_large' };
      }
      return { ok: true, name: key, size, head };
    },

    async remove(name) {
      if (!STORED_NAME.test(name)) return;
      // S3 answers a delete of a missing key with success, like `rm --force`.
      await removeKey(name);
    },

    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        if (!out.Body) return null;
        return { stream: out.Body.transformToWebStream() as ReadableStream<Uint8Array>, size: out.ContentLength ?? 0 };
      } catch (error) {
        if (isMissingKey(error)) return null;
        throw error;
      }
    },
  };
}
