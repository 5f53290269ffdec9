'use client';

import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** The spinner of a list or section whose first read is on its way, announced as "Loading {label}". */
export function QueryLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-10 text-primary">
      <Spinner className="size-6" label={`Loading ${label}`} />
    </div>
  );
}

/** A failed read with nothing to show: the message and "Try again" (the toast comes from `useErrorToast`). */
export function QueryFailed({ message, onRetry }: { message: ReactNode; onRetry: () => unknown }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {message}{' '}
      <button type="button" className="font-medium underline" onClick={() => void onRetry()}>
        Try again
      </button>
    </p>
  );
}

/** The message of a failed read: the error's own (the upstream's, or the fallback apiFetch gave it), else `fallback`. */
export const failureText = (error: unknown, fallback: string): string => (error instanceof Error && error.message ? error.message : fallback);

export type QueryStateProps<T> = {
  /** The loaded data; `undefined` until the first read answers. */
  data: T | undefined;
  /** The read has no data yet (TanStack's `isPending`): the spinner. */
  pending: boolean;
  /** Set when the read failed and there is no data: the message before "Try again". */
  failed: ReactNode | null;
  onRetry: () => unknown;
  /** What loads ("files"): the spinner says "Loading files". */
  label: string;
  /** When true for the data, `empty` (an EmptyState, usually with an action) shows instead of the children. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The states of a read shown as a list: loading, failed with "Try again", empty (with its action),
 * else the children with the data. Data kept from an earlier read shows even when a refetch fails.
 */
export function QueryState<T>({ data, pending, failed, onRetry, label, isEmpty, empty, children }: QueryStateProps<T>) {
  if (data === undefined) {
    if (pending) return <QueryLoading label={label} />;
    return failed ? <QueryFailed message={failed} onRetry={onRetry} /> : null;
  }
  if (isEmpty?.(data)) return <>{empty}</>;
  return <>{children(data)}</>;
}
