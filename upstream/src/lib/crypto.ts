import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Six digits from the CSPRNG, zero-padded. */
export const generateCode = () => randomInt(0, 1_000_000).toString().padStart(6, '0');

/** Opaque bearer token: 40 random bytes, url-safe. Only its hash is stored. */
export const generateToken = () => randomBytes(40).toString('base64url');

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
