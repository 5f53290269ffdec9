import { EmptyState } from '@/components/ui/empty-state';
import { GlobeIcon } from '@/components/ui/monitoring-icons';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import { formatMoney } from '@/lib/monitoring/money';

const pct = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)} %`);
const rating = (a: number | null, b: number | null) => (a === null || b === null ? '—' : a === b ? `${b}` : `${a} → ${b}`);

export function durationLabel(seconds: number | null): string {
  if (seconds === null) return '—';
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.round((seconds % 3600) / 60);
  return d > 0 ? `${d} d ${h} h` : h > 0 ? `${h} h ${m} min` : `${m} min`;
}

/** A retailer scorecard's summary and rows; the same markup signed in and on the published page (server-renderable, no state). */
export function ScorecardTable({ card }: { card: ScorecardResource }) {
  const s = card.summary;
  const tiles = [
    { label: 'Time at or above MAP', value: pct(s.map_compliance_share) },
    { label: 'In stock', value: pct(s.in_stock_share) },
    { label: 'Price index vs MSRP', value: s.price_index_vs_msrp === null ? '—' : `${s.price_index_vs_msrp}` },
    { label: 'Rating', value: rating(s.rating_first, s.rating_last) },
    { label: 'Open cases', value: String(s.cases_open) },
    { label: 'Closed in period', value: String(s.cases_closed) },
    { label: 'Median time to compliance', value: durationLabel(s.median_time_to_compliance_seconds) },
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map((t) => (
          <div key={t.label} className="rounded-card border border-border bg-surface p-3">
            <dt className="text-xs text-muted-foreground">{t.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-foreground">{t.value}</dd>
          </div>
        ))}
      </dl>
      {s.price_index_note ? <p className="text-sm text-muted-foreground">{s.price_index_note}</p> : null}
      {card.rows.length === 0 ? (
        // In the frame the table would have, right under the page's h1 (signed in or published); the pages' icon.
        <EmptyState
          compact
          headingLevel={2}
          icon={GlobeIcon}
          title={`No monitored page at this retailer${card.brand ? ` for ${card.brand.name}` : ''}`}
          className="rounded-card border border-border"
        />
      ) : (
        // Wider than a phone: it scrolls sideways.
        <ScrollTable
          label={`${card.retailer.name}: pages in the period`}
          boxClassName="rounded-card border border-border"
          className="w-full min-w-[40rem] text-sm"
        >
          <caption className="sr-only">{card.retailer.name}: pages in the period</caption>
          <thead className="bg-muted/40 text-left text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2">
                Product
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Latest price
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                MAP
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                At/above MAP
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                In stock
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Index
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Cases open/closed
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {card.rows.map((r) => (
              <tr key={r.page_id}>
                <th scope="row" className="px-3 py-2 text-left font-medium">
                  {r.product_name}
                  {r.variation_name ? <span className="text-muted-foreground"> · {r.variation_name}</span> : null}
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(r.latest_amount, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{formatMoney(r.map_amount, r.currency)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(r.map_compliance_share)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{pct(r.in_stock_share)}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.price_index_vs_msrp ?? '—'}</td>
                <td className="px-3 py-2 text-right tabular-nums">
                  {r.cases_open}/{r.cases_closed}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </div>
  );
}
