/** A failed read's alert: "{message}. Try again", the button retrying the read. */
export function RetryAlert({ message, onRetry, className = 'text-sm text-danger' }: { message: string; onRetry: () => unknown; className?: string }) {
  return (
    <p role="alert" className={className}>
      {message}.{' '}
      <button type="button" className="underline" onClick={() => void onRetry()}>
        Try again
      </button>
    </p>
  );
}
