'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SendIcon } from '@/components/ui/kind-icons';
import { Pager } from '@/components/ui/pager';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { WebhookDeliveryResource } from '@/lib/contract/webhooks';
import { formatDateTime } from '@/lib/dates/format-date';
import { toast } from '@/lib/toasts/toast-store';
import { useRefreshWebhooks, useWebhookDeliveries } from '@/lib/webhooks/use-webhooks';
import { resendDelivery } from '@/lib/webhooks/webhook-api';
import { DeliveryBadge } from './webhook-badges';

/** An endpoint's delivery log, newest first: event, state, last HTTP status, attempts, when; "Resend" sends a message again. */
export function WebhookDeliveries({ base, webhookId, enabled }: { base: string; webhookId: number; enabled: boolean }) {
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const query = useWebhookDeliveries(base, webhookId, page);
  const refresh = useRefreshWebhooks(base);

  async function resend(d: WebhookDeliveryResource) {
    setBusy(d.id);
    const res = await resendDelivery(base, webhookId, d.id);
    setBusy(null);
    if (!res.ok) return void toast.error('Could not resend it', res.message);
    toast.success('Sending it again', `${d.event_type}, same message id.`);
    void refresh();
  }

  if (query.isPending) return <Spinner label="Loading deliveries" />;
  if (query.isError) return <RetryAlert message="Failed to fetch the deliveries" onRetry={() => query.refetch()} />;
  const { data, meta } = query.data;
  // Inside an endpoint's row, which has no heading of its own: the title is a plain line.
  if (data.length === 0)
    return <EmptyState compact headingLevel={null} icon={SendIcon} title="No deliveries yet" description="Events you chose show up here as they are sent." />;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-border rounded-control border border-border">
        {data.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2">
                <code className="text-xs">{d.event_type}</code>
                <DeliveryBadge status={d.status} attempts={d.attempts} />
                {d.last_status_code !== null ? <span className="text-xs text-muted-foreground">HTTP {d.last_status_code}</span> : null}
              </p>
              <p className="mt-0.5 break-words text-xs text-muted-foreground">
                <time dateTime={d.created_at}>{formatDateTime(d.created_at)}</time> · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
                {d.last_duration_ms !== null ? ` · ${d.last_duration_ms} ms` : ''}
                {d.status === 'pending' && d.next_attempt_at ? ` · next try ${formatDateTime(d.next_attempt_at)}` : ''}
                {d.last_error && d.status !== 'succeeded' ? ` · ${d.last_error}` : ''}
              </p>
            </div>
            {d.status !== 'pending' ? (
              <Button
                size="small"
                variant="outline"
                disabled={!enabled || busy !== null}
                title={enabled ? undefined : 'Enable the endpoint to resend'}
                onClick={() => void resend(d)}
                aria-label={`Resend ${d.event_type} of ${formatDateTime(d.created_at)}`}
              >
                {busy === d.id ? 'Resending…' : 'Resend'}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      <Pager meta={meta} onPage={setPage} noun={['delivery', 'deliveries']} busy={query.isFetching} />
    </div>
  );
}
