import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client } from './s3-storage';
import type { S3Settings } from './s3-storage';

// The SDK warns once that its 2027 releases will need Node 22; noise in test output (Node 20 is
// what this project runs), so tests turn it off. Production keeps the warning.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type S3TestServer = {
  settings: S3Settings;
  /** Keys in the bucket, sorted. */
  keys(): Promise<string[]>;
  /** Deletes every object (between tests). */
  empty(): Promise<void>;
  close(): Promise<void>;
};

/**
 * A real S3-protocol server (s3rver) on a free port of 127.0.0.1, files in a temp directory, with
 * one empty bucket made through the API. Tests of the S3 driver run against it, never against AWS.
 */
export async function startS3TestServer(bucket = 'test-bucket'): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  // `silent` also keeps Koa from printing the S3 errors it answers (a missing key is one).
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  // s3rver's default account; path style because the bucket cannot be a subdomain of 127.0.0.1.
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  const keys = async () => {
    const out = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    return (out.Contents ?? []).map((o) => o.Key ?? '').sort();
  };
  return {
    settings,
    keys,
    async empty() {
      await Promise.all((await keys()).map((Key) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key }))));
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
