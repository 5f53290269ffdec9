import { cn } from '@/components/ui/cn';
import type { WebhookDeliveryStatus } from '@/lib/contract/webhooks';

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';
const GREEN = 'bg-green-50 text-green-800 ring-green-600/25 dark:bg-green-950 dark:text-green-200';
const RED = 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-950 dark:text-red-200';
const AMBER = 'bg-amber-50 text-amber-900 ring-amber-600/30 dark:bg-amber-950 dark:text-amber-100';
const GRAY = 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-800 dark:text-slate-200';

/** Enabled / Disabled (the word carries the meaning, the colour repeats it). */
export function EndpointBadge({ enabled }: { enabled: boolean }) {
  return <span className={cn(pill, enabled ? GREEN : GRAY)}>{enabled ? 'Enabled' : 'Disabled'}</span>;
}

const DELIVERY: Record<WebhookDeliveryStatus, [string, string]> = {
  succeeded: ['Delivered', GREEN],
  pending: ['Retrying', AMBER],
  failed: ['Failed', RED],
};

/** A delivery's state; a pending one not yet tried is "Queued". */
export function DeliveryBadge({ status, attempts }: { status: WebhookDeliveryStatus; attempts: number }) {
  const [label, color] = DELIVERY[status];
  return <span className={cn(pill, color)}>{status === 'pending' && attempts === 0 ? 'Queued' : label}</span>;
}
