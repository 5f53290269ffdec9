/** What the browser-storage readers use of `Storage` (tests pass a Map-backed stand-in). */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * This browser's localStorage, or null on the server or where reaching it throws (storage disabled,
 * a sandboxed frame): callers then keep what they hold in memory, or do without.
 */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
