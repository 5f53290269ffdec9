import { cn } from '@/components/ui/cn';

/** A determinate progress bar (role="progressbar", aria-valuenow 0–100) named by `label`. */
export function TaskProgress({ value, label, text, className }: { value: number; label: string; text?: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text ? `${percent}% (${text})` : `${percent}%`}
        className="h-1.5 w-full min-w-12 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-200 ease-out', percent === 100 ? 'bg-success' : 'bg-primary')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <span aria-hidden="true" className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {text ?? `${percent}%`}
      </span>
    </div>
  );
}
