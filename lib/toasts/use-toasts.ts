import { useSyncExternalStore } from 'react';
import { getServerToastSnapshot, toastStore } from './toast-store';
import type { Toast } from './toast-store';

/** The toasts currently shown, oldest first. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(toastStore.subscribe, toastStore.getSnapshot, getServerToastSnapshot);
}
