/**
 * The global loading flag (spec §1: a full-screen overlay shows while it is set).
 * Counting, so overlapping operations keep it set until the last one stops.
 */
type Listener = () => void;

export function createLoadingStore() {
  let count = 0;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** True while at least one `startLoading()` has no matching `stopLoading()`. */
    getSnapshot: (): boolean => count > 0,
    start() {
      count += 1;
      if (count === 1) emit();
    },
    stop() {
      if (count === 0) return;
      count -= 1;
      if (count === 0) emit();
    },
    reset() {
      const was = count > 0;
      count = 0;
      if (was) emit();
    },
  };
}

export const loadingStore = createLoadingStore();
export const startLoading = () => loadingStore.start();
export const stopLoading = () => loadingStore.stop();
export const isLoading = () => loadingStore.getSnapshot();

/** Run `task` with the global loading flag set; the flag is cleared even if it throws. */
export async function withLoading<T>(task: () => Promise<T>): Promise<T> {
  startLoading();
  try {
    return await task();
  } finally {
    stopLoading();
  }
}
