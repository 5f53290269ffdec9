import { cn } from './cn';

export type ProgressBarProps = {
  /** Done, as a whole percentage 0–100 (the caller rounds and clamps what it counts). */
  percent: number;
  /** Names the bar for assistive technology, e.g. "Rows imported". */
  label: string;
  /** What a screen reader says for the value ("3 of 12 rows"); the percentage by default. */
  valueText?: string;
  /** The track's size, e.g. `h-2 w-full`. */
  className?: string;
  /** `success` fills a finished bar green (a task's subtasks all done). */
  tone?: 'primary' | 'success';
};

/** The one determinate progress bar (role="progressbar", aria-valuenow 0–100): uploads, imports and task progress show it. */
export function ProgressBar({ percent, label, valueText, className, tone = 'primary' }: ProgressBarProps) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText ?? `${percent}%`}
      className={cn('overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width] duration-200 ease-out', tone === 'success' ? 'bg-success' : 'bg-primary')}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}

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
