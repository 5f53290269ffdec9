import { createHash } from 'node:crypto';

/** sha256 (hex) of stored content: equal content, equal hash, one stored copy. */
export function contentHash(content: string | Uint8Array): string {
  return createHash('sha256').update(content).digest('hex');
}
