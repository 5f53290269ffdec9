/**
 * Toast store (spec §3 "Toast", §4 countdown, §9 constants). Plain TypeScript, no React:
 * `subscribe` / `getSnapshot` plug straight into `useSyncExternalStore`.
 */
export type ToastVariant = 'default' | 'success' | 'error';

export type Toast = {
  id: string;
  title: string;
  messages: string[];
  variant: ToastVariant;
  /** Remaining time in milliseconds; counts down in TOAST_TICK_MS steps. */
  timeout: number;
  /** The time-out the toast started with (for progress bars). */
  duration: number;
  dismissible: boolean;
  /** While paused (hovered or focused) the countdown stops. */
  paused: boolean;
  /** One button beside the text ("Undo"); pressing it dismisses the toast and runs `run`. */
  action?: ToastAction;
};

export type ToastAction = { label: string; run: () => void };

export type ToastInput = {
  id?: string;
  title: string;
  messages?: string[];
  variant?: ToastVariant;
  timeout?: number;
  dismissible?: boolean;
  action?: ToastAction;
};

export const TOAST_TIMEOUT_MS = 3000;
export const TOAST_TICK_MS = 25;
export const TOAST_MAX_VISIBLE = 5;

/** Spec §4: a toast dismisses itself at zero only if it is dismissible and has an id. */
export function shouldAutoDismiss(t: Pick<Toast, 'id' | 'timeout' | 'dismissible'>): boolean {
  return t.timeout <= 0 && t.dismissible && Boolean(t.id);
}

type Listener = () => void;

export function createToastStore() {
  let toasts: readonly Toast[] = [];
  let timer: ReturnType<typeof setInterval> | null = null;
  let seq = 0;
  const listeners = new Set<Listener>();

  const emit = () => listeners.forEach((l) => l());
  const set = (next: readonly Toast[]) => {
    toasts = next;
    syncTimer();
    emit();
  };

  const isCounting = (t: Toast) => !t.paused && t.timeout > 0;

  function syncTimer() {
    const needed = toasts.some((t) => isCounting(t) || shouldAutoDismiss(t));
    if (needed && timer === null) timer = setInterval(tick, TOAST_TICK_MS);
    if (!needed && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  }

  function tick() {
    let changed = false;
    const next: Toast[] = [];
    for (const t of toasts) {
      const counted = isCounting(t) ? { ...t, timeout: Math.max(0, t.timeout - TOAST_TICK_MS) } : t;
      if (counted !== t) changed = true;
      if (shouldAutoDismiss(counted)) {
        changed = true;
        continue;
      }
      next.push(counted);
    }
    if (changed) set(next);
    else syncTimer();
  }

  function show(input: ToastInput): string {
    const id = input.id ?? `toast-${Date.now().toString(36)}-${++seq}`;
    const timeout = Math.max(0, input.timeout ?? TOAST_TIMEOUT_MS);
    const item: Toast = {
      id,
      title: input.title,
      messages: (input.messages ?? []).filter((m) => m.trim() !== ''),
      variant: input.variant ?? 'default',
      timeout,
      duration: timeout,
      dismissible: input.dismissible ?? true,
      paused: false,
      ...(input.action && { action: input.action }),
    };
    const rest = toasts.filter((t) => !id || t.id !== id);
    set([...rest, item].slice(-TOAST_MAX_VISIBLE));
    return id;
  }

  function update(id: string, patch: (t: Toast) => Toast) {
    if (!toasts.some((t) => t.id === id)) return;
    set(toasts.map((t) => (t.id === id ? patch(t) : t)));
  }

  return {
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: (): readonly Toast[] => toasts,
    show,
    dismiss(id: string) {
      if (toasts.some((t) => t.id === id)) set(toasts.filter((t) => t.id !== id));
    },
    clear() {
      if (toasts.length > 0) set([]);
    },
    pause: (id: string) => update(id, (t) => ({ ...t, paused: true })),
    resume: (id: string) => update(id, (t) => ({ ...t, paused: false })),
  };
}

export type ToastStore = ReturnType<typeof createToastStore>;

const asMessages = (text?: string | string[]) => (text === undefined ? [] : Array.isArray(text) ? text : [text]);
type ToastOptions = Omit<ToastInput, 'title' | 'messages' | 'variant'>;

/** Bind the convenience API (`toast.success(...)`) to a store. */
export function createToastApi(store: ToastStore) {
  return {
    show: (input: ToastInput) => store.show(input),
    message: (title: string, text?: string | string[], options?: ToastOptions) =>
      store.show({ ...options, title, messages: asMessages(text), variant: 'default' }),
    success: (title: string, text?: string | string[], options?: ToastOptions) =>
      store.show({ ...options, title, messages: asMessages(text), variant: 'success' }),
    error: (title: string, text?: string | string[], options?: ToastOptions) => store.show({ ...options, title, messages: asMessages(text), variant: 'error' }),
    dismiss: (id: string) => store.dismiss(id),
  };
}

/** The app-wide store rendered by `<Toaster />`. */
export const toastStore = createToastStore();
export const toast = createToastApi(toastStore);
export const dismiss = (id: string) => toastStore.dismiss(id);
const EMPTY: readonly Toast[] = [];
export const getServerToastSnapshot = (): readonly Toast[] => EMPTY;
