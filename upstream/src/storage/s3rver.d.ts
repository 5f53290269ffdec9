// s3rver ships no types; this covers the part the tests use (an S3-protocol server on a port).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export type S3rverOptions = {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
    on(event: 'error', listener: (error: Error) => void): this;
  }
}
