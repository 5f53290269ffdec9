import { cn } from '@/components/ui/cn';
import type { RetailerProduct } from '@/lib/contract/catalogue';

type Status = RetailerProduct['status'];

export const STATUS_LABELS: Record<Status, string> = { listed: 'Listed', pending: 'Pending', delisted: 'Delisted' };
const COLORS: Record<Status, string> = {
  listed: 'bg-green-50 text-green-800 ring-green-600/25',
  pending: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  delisted: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

/** A retailer product's status as a coloured pill (the label carries the meaning). */
export function ProductStatusBadge({ status }: { status: Status }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset', COLORS[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}
