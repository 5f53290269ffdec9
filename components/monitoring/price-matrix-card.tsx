import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { GlobeIcon } from '@/components/ui/monitoring-icons';
import { ScrollTable } from '@/components/ui/scroll-table';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import type { PriceMatrix } from '@/lib/monitoring/current-prices';
import { formatMoney } from '@/lib/monitoring/money';

const th = 'px-3 py-2 text-left text-xs font-medium text-muted-foreground';

/** Current prices, one row per page; a price below the MAP is marked in words and colour. */
export function PriceMatrixCard({ matrix }: { matrix: PriceMatrix }) {
  return (
    <Card>
      <CardHeader title="Current prices" description="The latest price of each retailer page; below the MAP is marked." />
      {matrix.rows.length === 0 ? (
        // The rows are the retailer pages: the pages card's icon.
        <EmptyState compact headingLevel={3} icon={GlobeIcon} title="No pages yet" />
      ) : (
        <ScrollTable label="Current prices table" className="w-full text-sm" data-testid="price-matrix">
          <thead className="border-b border-border bg-muted/40">
            <tr>
              {['Retailer page', 'Variation', 'Price', 'Availability'].map((label) => (
                <th key={label} scope="col" className={th}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {matrix.rows.map(({ key, retailer, page, variation, cell }) => (
              <tr key={key}>
                <th scope="row" className="max-w-72 px-3 py-2 text-left align-top font-medium">
                  {retailer}
                  <span className="block truncate text-xs font-normal text-muted-foreground">{page}</span>
                </th>
                <td className="px-3 py-2 align-top">{variation}</td>
                <td className="px-3 py-2 align-top whitespace-nowrap">
                  <span className={cell.violation ? 'rounded-control bg-danger-soft px-1.5 py-0.5 text-danger' : ''}>
                    <span className="font-medium tabular-nums">{cell.price ? formatMoney(cell.price.amount, cell.price.currency) : 'No price'}</span>
                  </span>
                  {cell.violation && cell.map ? (
                    <span className="block text-xs font-semibold text-danger">Below MAP ({formatMoney(cell.map.amount, cell.map.currency)})</span>
                  ) : null}
                </td>
                <td className="px-3 py-2 align-top whitespace-nowrap text-muted-foreground">
                  {cell.price ? AVAILABILITY_LABELS[cell.price.availability] : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </Card>
  );
}
