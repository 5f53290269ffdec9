import { formatDateTime } from '@/lib/dates/format-date';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import { formatMoney } from '@/lib/monitoring/money';
import type { Series } from '@/lib/monitoring/price-series';

/**
 * The chart's points as a table, visually hidden (screen readers and the e2e journey read it):
 * each series' price changes with the time they began, and whether each is below the MAP.
 */
export function PricePointsTable({ series }: { series: readonly Series[] }) {
  // `sr-only` goes on a wrapper: a table ignores width: 1px and would widen the page (375 px).
  return (
    <div className="sr-only">
      <table data-testid="price-points">
        <caption>Price history points (the chart above as a table)</caption>
        <thead>
          <tr>
            <th scope="col">Retailer page</th>
            <th scope="col">From</th>
            <th scope="col">Price</th>
            <th scope="col">Availability</th>
            <th scope="col">MAP</th>
          </tr>
        </thead>
        <tbody>
          {series.flatMap((s) =>
            s.points.map((p, i) => (
              <tr key={`${s.key}-${i}`}>
                <th scope="row">{s.label}</th>
                <td suppressHydrationWarning>
                  {p.priceId === null ? `${formatDateTime(new Date(p.t).toISOString())} (last seen)` : formatDateTime(new Date(p.t).toISOString())}
                </td>
                <td>{formatMoney(p.amount, s.currency)}</td>
                <td>{AVAILABILITY_LABELS[p.availability]}</td>
                <td>{s.map ? (p.violation ? `Below MAP ${formatMoney(s.map.amount, s.map.currency)}` : 'OK') : 'No MAP'}</td>
              </tr>
            )),
          )}
        </tbody>
      </table>
    </div>
  );
}
