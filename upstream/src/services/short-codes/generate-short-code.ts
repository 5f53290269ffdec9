import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const SHORT_CODE_LENGTH = 10;

/**
 * Ten characters of [A-Za-z0-9] from the CSPRNG (randomInt has no modulo bias): 62^10 ≈ 8·10^17
 * codes, so a link cannot be guessed; a collision is retried by the caller.
 */
export function generateShortCode(): string {
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
