/** The longest wait between two attempts of one request, whatever the attempt number. */
export const MAX_RETRY_DELAY_MS = 10 * 60 * 1000;

/**
 * Growing delay after a failed attempt: base, 4 × base, 16 × base … capped (2 s, 8 s, 32 s with
 * the default base). A `Retry-After` from the retailer is a floor, never shortened.
 */
export function retryDelayMs(attempt: number, baseMs: number, retryAfterMs: number | null = null): number {
  const grown = Math.min(baseMs * 4 ** Math.max(0, attempt - 1), MAX_RETRY_DELAY_MS);
  return Math.max(grown, retryAfterMs ?? 0);
}

/**
 * How much later than its schedule a blocked page is tried again: nothing after the first block,
 * then 2 h, 4 h, 8 h … up to a day — hammering a bot wall only makes it higher.
 */
export function blockedBackoffMs(consecutiveBlocks: number): number {
  if (consecutiveBlocks <= 1) return 0;
  return Math.min(2 ** (consecutiveBlocks - 1) * 60 * 60 * 1000, 24 * 60 * 60 * 1000);
}
