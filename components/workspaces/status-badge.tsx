import { cn } from '@/components/ui/cn';
import type { StatusColor } from '@/lib/contract/workspaces';
import { badgeColor, statusLabel } from '@/lib/workspaces/status';

const COLORS: Record<StatusColor, string> = {
  green: 'bg-green-50 text-green-800 ring-green-600/25',
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25',
  amber: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25',
  teal: 'bg-teal-50 text-teal-800 ring-teal-600/25',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/25',
};

const pill = 'inline-flex items-center gap-1.5 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset';

/** A workspace status in its colour (the colour dot is decorative; the label carries the meaning). */
export function StatusBadge({ status, color, className }: { status: string; color?: string | null; className?: string }) {
  const c = badgeColor(status, color);
  return (
    <span className={cn(pill, COLORS[c], className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      <span className="sr-only">Status: </span>
      {statusLabel(status)}
    </span>
  );
}

/** Pending / Disapproved for workspace requests. */
export function ApprovalBadge({ approval }: { approval: 'pending' | 'approved' | 'disapproved' }) {
  const styles = { pending: COLORS.amber, approved: COLORS.green, disapproved: COLORS.red };
  const labels = { pending: 'Awaiting approval', approved: 'Approved', disapproved: 'Not approved' };
  return <span className={cn(pill, styles[approval])}>{labels[approval]}</span>;
}

export function RoleBadge({ role }: { role: string }) {
  return <span className={cn(pill, role === 'admin' ? COLORS.blue : COLORS.gray)}>{role === 'admin' ? 'Admin' : 'Member'}</span>;
}
