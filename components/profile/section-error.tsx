'use client';

/** An inline "could not load" line with a retry, shown in place of a section's content. */
export function SectionError({ text, onRetry }: { text: string; onRetry: () => unknown }) {
  return (
    <p role="alert" className="text-sm text-danger">
      {text}.{' '}
      <button type="button" className="font-medium underline underline-offset-2" onClick={() => void onRetry()}>
        Try again
      </button>
    </p>
  );
}
