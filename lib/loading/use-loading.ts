import { useSyncExternalStore } from 'react';
import { loadingStore } from './loading-store';

const serverSnapshot = () => false;

/** Whether the global loading flag is set. */
export function useLoading(): boolean {
  return useSyncExternalStore(loadingStore.subscribe, loadingStore.getSnapshot, serverSnapshot);
}
