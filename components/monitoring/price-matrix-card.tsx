import { Card, CardHeader } from '@/components/ui/card';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import type { PriceMatrix } from '@/lib/monitoring/current-prices';
import { formatMoney } from '@/lib/monitoring/money';

/** Current prices, retailer × variation; a price below the MAP is marked in words and colour. */
export function PriceMatrixCard({ matrix }: { matrix: PriceMatrix }) {
  return (
    <Card>
      <CardHeader title="Current prices" description="The latest price of each retailer page; below the MAP is marked." />
      {matrix.rows.length === 0 ? (
        <p className="px-4 py-3 text-sm text-muted-foreground sm:px-6">No pages yet.</p>
      ) : (
        <div className="overflow-x-auto" role="region" aria-label="Current prices table" tabIndex={0}>
          <table className="w-full text-sm" data-testid="price-matrix">
            <thead className="border-b border-border bg-muted/40">
              <tr>
                <th scope="col" className="px-3 py-2 text-left text-xs font-medium text-muted-foreground">
                  Retailer
                </th>
                {matrix.columns.map((c) => (
                  <th key={c.key} scope="col" className="px-3 py-2 text-left text-xs font-medium whitespace-nowrap text-muted-foreground">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {matrix.rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                    {r.retailer}
                  </th>
                  {matrix.columns.map((c) => (
                    <td key={c.key} className="px-3 py-2 align-top whitespace-nowrap">
                      {(r.cells[c.key] ?? []).length === 0 ? <span className="text-muted-foreground">—</span> : null}
                      {(r.cells[c.key] ?? []).map((cell) => (
                        <div key={cell.pageId} className={cell.violation ? 'rounded-control bg-danger-soft px-1.5 py-0.5 text-danger' : ''}>
                          <span className="font-medium tabular-nums">{cell.price ? formatMoney(cell.price.amount, cell.price.currency) : 'No price'}</span>
                          {cell.violation && cell.map ? (
                            <span className="block text-xs font-semibold">Below MAP ({formatMoney(cell.map.amount, cell.map.currency)})</span>
                          ) : null}
                          {cell.price ? <span className="block text-xs text-muted-foreground">{AVAILABILITY_LABELS[cell.price.availability]}</span> : null}
                        </div>
                      ))}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
