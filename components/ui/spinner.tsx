import { cn } from './cn';

type SpinnerProps = {
  /** Tailwind size class, e.g. "size-4" (default) or "size-8". */
  className?: string;
  /** When set, the spinner is announced with this text; otherwise it is decorative. */
  label?: string;
};

/** A spinning ring in the current text colour. */
export function Spinner({ className, label }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" className={cn('motion-keep animate-spin', className ?? 'size-4')}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
