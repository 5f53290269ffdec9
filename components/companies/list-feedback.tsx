'use client';

import { Spinner } from '@/components/ui/spinner';

/** Loading and failure states shared by the company-area lists (the toast comes from `useErrorToast`). */
export function ListFeedback({
  pending,
  error,
  label,
  fallback,
  onRetry,
}: {
  pending: boolean;
  error: unknown;
  label: string;
  fallback: string;
  onRetry: () => unknown;
}) {
  if (pending) {
    return (
      <div className="flex justify-center py-10 text-primary">
        <Spinner className="size-6" label={`Loading ${label}`} />
      </div>
    );
  }
  if (!error) return null;
  return (
    <p role="alert" className="text-sm text-danger">
      {error instanceof Error && error.message ? error.message : fallback}{' '}
      <button type="button" className="font-medium underline" onClick={() => void onRetry()}>
        Try again
      </button>
    </p>
  );
}
