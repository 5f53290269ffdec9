import { Link } from '@/components/ui/link';
import type { TaskMonitoringAlert } from '@/lib/contract/monitoring/alert-links';
import { formatDateTime } from '@/lib/dates/format-date';
import { AVAILABILITY_LABELS } from '@/lib/monitoring/current-prices';
import { formatMoney } from '@/lib/monitoring/money';

const availabilityLabel = (value: string | null) => (value ? ((AVAILABILITY_LABELS as Record<string, string>)[value] ?? value) : null);

/**
 * What a task opened by a monitoring alert shows: the change at the retailer (previous → new price,
 * availability) and links to the product and the page version recorded with that price, for readers
 * who can open the company's monitoring.
 */
export function TaskMonitoringAlertPanel({ alert }: { alert: TaskMonitoringAlert }) {
  const before = alert.previous_price ? formatMoney(alert.previous_price.amount, alert.previous_price.currency) : null;
  const after = alert.price ? formatMoney(alert.price.amount, alert.price.currency) : null;
  const availabilityChanged = alert.previous_availability !== null && alert.availability !== alert.previous_availability;
  return (
    <section aria-labelledby="task-alert-heading" className="rounded-card border border-border bg-warning-soft p-4 text-sm">
      <h3 id="task-alert-heading" className="font-semibold text-foreground">
        Opened by a monitoring alert
      </h3>
      <p className="mt-1 text-muted-foreground">
        {alert.product_name}
        {alert.retailer ? ` at ${alert.retailer}` : ''} · <time dateTime={alert.created_at}>{formatDateTime(alert.created_at)}</time>
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        <div>
          <dt className="text-xs text-muted-foreground">Price</dt>
          <dd data-testid="task-alert-price" className="font-medium">
            {before ? (
              <>
                <del className="text-muted-foreground">{before}</del>
                {' → '}
              </>
            ) : null}
            {after ?? '—'}
          </dd>
        </div>
        {alert.availability ? (
          <div>
            <dt className="text-xs text-muted-foreground">Availability</dt>
            <dd>
              {availabilityChanged ? `${availabilityLabel(alert.previous_availability)} → ` : ''}
              {availabilityLabel(alert.availability)}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-1">
        {alert.version_url ? (
          <Link href={alert.version_url} prefetch={false} className="text-primary hover:underline">
            Page version{alert.version_number !== null ? ` ${alert.version_number}` : ''}
          </Link>
        ) : null}
        {alert.product_url ? (
          <Link href={alert.product_url} prefetch={false} className="text-primary hover:underline">
            Product monitoring
          </Link>
        ) : null}
        {alert.page_url ? (
          <a href={alert.page_url} target="_blank" rel="noopener noreferrer nofollow" className="break-all text-primary hover:underline">
            Retailer page
          </a>
        ) : null}
      </div>
    </section>
  );
}
