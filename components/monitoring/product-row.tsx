import { Link } from '@/components/ui/link';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import { formatDateTime } from '@/lib/dates/format-date';
import { HEALTH } from '@/lib/monitoring/labels';
import { formatMoney } from '@/lib/monitoring/money';
import { monitoringProductHref } from '@/lib/monitoring/paths';
import { Sparkline } from './sparkline';
import { StatusBadge } from './status-badge';

type Props = { product: MonitoringProduct; selectable: boolean; selected: boolean; onSelect: (selected: boolean) => void };

/** One monitored product: selection box, name (the link), sparkline, price range, retailers, health, last check. */
export function ProductRow({ product: p, selectable, selected, onSelect }: Props) {
  const s = p.summary;
  const range =
    s.lowest_price && s.highest_price
      ? s.lowest_price.amount === s.highest_price.amount
        ? formatMoney(s.lowest_price.amount, s.lowest_price.currency)
        : `${formatMoney(s.lowest_price.amount, s.lowest_price.currency)} – ${formatMoney(s.highest_price.amount, s.highest_price.currency)}`
      : 'No price yet';
  const health = HEALTH[s.health];
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6" data-testid="monitoring-row">
      {selectable ? (
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={`Select ${p.name}`}
          className="size-4 shrink-0 accent-primary"
        />
      ) : null}
      <div className="min-w-0 flex-1 basis-40">
        <Link
          href={monitoringProductHref(p.company_id, p.id)}
          prefetch={false}
          className="block truncate text-sm font-semibold text-foreground hover:underline focus-visible:underline"
        >
          {p.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {[p.brand, p.status !== 'active' ? p.status : null].filter(Boolean).join(' · ') ||
            `${p.variations_count} variation${p.variations_count === 1 ? '' : 's'}`}
        </p>
      </div>
      <Sparkline points={s.sparkline} currency={s.currency} />
      <div className="w-40 text-sm">
        <p className="font-medium tabular-nums">
          <span className="sr-only">Current prices: </span>
          {range}
        </p>
        <p className="text-xs text-muted-foreground">
          {s.retailer_count} retailer{s.retailer_count === 1 ? '' : 's'} · {s.page_count} page{s.page_count === 1 ? '' : 's'}
          {s.mixed_currencies ? ' · mixed currencies' : ''}
        </p>
      </div>
      <div className="flex w-44 flex-col items-start gap-1">
        <StatusBadge tone={health.tone}>{health.label}</StatusBadge>
        <span className="text-xs text-muted-foreground">{s.last_checked_at ? `Checked ${formatDateTime(s.last_checked_at)}` : 'Not checked yet'}</span>
      </div>
    </li>
  );
}
