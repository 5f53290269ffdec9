import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { RatingPoint } from '@/lib/contract/monitoring/reviews';
import { formatDate } from '@/lib/dates/format-date';

/** Each page's aggregate rating over time, as a list (one line per change of value or count). */
export function RatingSeries({ series, pages }: { series: readonly RatingPoint[]; pages: readonly MonitoringPage[] }) {
  if (series.length === 0) return <p className="text-sm text-muted-foreground">No ratings recorded yet.</p>;
  const names = new Map(pages.map((p) => [p.id, p.retailer_name ?? p.domain]));
  return (
    <ul className="divide-y divide-border text-sm" aria-label="Rating over time">
      {series.map((r, i) => (
        <li key={`${r.page_id}-${i}`} className="flex flex-wrap justify-between gap-2 py-2">
          <span>{names.get(r.page_id) ?? `Page ${r.page_id}`}</span>
          <span className="tabular-nums">
            {r.value} / {r.best ?? 5}
            {r.count !== null ? ` (${r.count} reviews)` : ''}
          </span>
          {/* Dates in the browser's zone: the server's may differ. */}
          <span className="w-full text-xs text-muted-foreground" suppressHydrationWarning>
            {`${formatDate(r.first_observed_at)} – ${formatDate(r.last_observed_at)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}
