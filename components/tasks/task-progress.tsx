import { cn } from '@/components/ui/cn';
import { ProgressBar } from '@/components/ui/progress-bar';

/** A determinate progress bar (role="progressbar", aria-valuenow 0–100) named by `label`. */
export function TaskProgress({ value, label, text, className }: { value: number; label: string; text?: string; className?: string }) {
  const percent = Math.max(0, Math.min(100, Math.round(value)));
  return (
    <div className={cn('flex min-w-0 items-center gap-2', className)}>
      <ProgressBar
        percent={percent}
        label={label}
        valueText={text ? `${percent}% (${text})` : undefined}
        className="h-1.5 w-full min-w-12"
        tone={percent === 100 ? 'success' : 'primary'}
      />
      <span aria-hidden="true" className="shrink-0 text-xs text-muted-foreground tabular-nums">
        {text ?? `${percent}%`}
      </span>
    </div>
  );
}
