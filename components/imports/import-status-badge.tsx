import { cn } from '@/components/ui/cn';
import type { ImportStatus } from '@/lib/contract/imports';
import { STATUS_LABELS } from '@/lib/imports/labels';

const TONES: Record<ImportStatus, string> = {
  mapping: 'bg-muted text-muted-foreground',
  previewing: 'bg-primary-soft text-primary',
  previewed: 'bg-warning-soft text-foreground',
  queued: 'bg-primary-soft text-primary',
  running: 'bg-primary-soft text-primary',
  done: 'bg-success-soft text-success',
  failed: 'bg-danger-soft text-danger',
};

/** An import's status as a pill; the words carry the meaning, the colour repeats it. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', TONES[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}
