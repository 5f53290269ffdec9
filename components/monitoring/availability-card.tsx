import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EyeIcon } from '@/components/ui/monitoring-icons';
import { formatDate } from '@/lib/dates/format-date';
import { availabilitySegments, AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import type { Series } from '@/lib/monitoring/price-series';

const COLOR: Record<string, string> = {
  in_stock: 'bg-success',
  out_of_stock: 'bg-danger',
  preorder: 'bg-primary',
  backorder: 'bg-primary/60',
  unknown: 'bg-muted-foreground/40',
};

/** Availability over the range per retailer page: a bar of runs, and the same runs in words. */
export function AvailabilityCard({ series }: { series: readonly Series[] }) {
  const rows = series.map((s) => ({ s, segs: availabilitySegments(s) })).filter((r) => r.segs.length > 0);
  return (
    <Card>
      <CardHeader title="Availability" description="In stock, out of stock or unknown (never guessed) over the range." />
      {rows.length === 0 ? (
        <EmptyState compact headingLevel={3} icon={EyeIcon} title="No observations in this range" />
      ) : (
        <ul className="space-y-4 p-4 sm:px-6">
          {rows.map(({ s, segs }) => {
            const t0 = segs[0].from;
            const span = Math.max(1, segs[segs.length - 1].to - t0);
            return (
              <li key={s.key} className="space-y-1.5">
                <p className="text-sm font-medium">{s.label}</p>
                <div className="flex h-3 w-full overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  {segs.map((g, i) => (
                    <div
                      key={i}
                      className={COLOR[g.availability] ?? 'bg-muted-foreground/40'}
                      style={{ width: `${Math.max(2, ((g.to - g.from) / span) * 100)}%` }}
                    />
                  ))}
                </div>
                {/* Dates in the browser's zone: the server's may differ. */}
                <p className="text-xs text-muted-foreground" suppressHydrationWarning>
                  {segs.map((g) => `${AVAILABILITY_LABELS[g.availability]} from ${formatDate(new Date(g.from).toISOString())}`).join(' · ')}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
