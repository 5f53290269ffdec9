'use client';

import { QueryFailed, QueryLoading, failureText } from '@/components/ui/query-state';

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
  if (pending) return <QueryLoading label={label} />;
  if (!error) return null;
  return <QueryFailed message={failureText(error, fallback)} onRetry={onRetry} />;
}
