import { cn } from './cn';
import { ProgressBar } from './progress-bar';

export type UploadProgressProps = {
  /** Fraction sent, 0–1 (clamped). */
  value: number;
  /** What is being sent, e.g. "Uploading report.pdf"; names the progress bar. */
  label: string;
  className?: string;
};

/** A determinate progress bar for uploads (role="progressbar", aria-valuenow 0–100). */
export function UploadProgress({ value, label, className }: UploadProgressProps) {
  const percent = Math.round(Math.min(1, Math.max(0, Number.isFinite(value) ? value : 0)) * 100);
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-3 text-xs text-muted-foreground">
        <span className="min-w-0 truncate">{label}</span>
        <span className="tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <ProgressBar percent={percent} label={label} className="h-2 w-full" />
    </div>
  );
}
