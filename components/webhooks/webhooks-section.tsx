'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ZapIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import type { WebhookScope } from '@/lib/contract/webhook-events';
import type { WebhookResource } from '@/lib/contract/webhooks';
import { formatDateTime } from '@/lib/dates/format-date';
import { toast } from '@/lib/toasts/toast-store';
import { useRefreshWebhooks, useWebhooks } from '@/lib/webhooks/use-webhooks';
import { deleteWebhook, rotateWebhookSecret, updateWebhook, webhooksBase } from '@/lib/webhooks/webhook-api';
import { EndpointBadge } from './webhook-badges';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookFormDialog } from './webhook-form-dialog';
import { WebhookSecret } from './webhook-secret';

type Confirm = { kind: 'delete' | 'rotate'; endpoint: WebhookResource } | null;

const INTRO: Record<WebhookScope, string> = {
  company: 'Send this company’s price monitoring events (price changes, alerts) to your own systems as they happen.',
  workspace: 'Send this workspace’s task, meeting, file and insight changes to your own systems as they happen.',
};

/**
 * "Webhooks" of a company (its edit screen) or a workspace (its management screen), for the people
 * who manage it (decision 0031): the endpoints with their state and last delivery, add and edit,
 * the signing secret, the delivery log with "Resend", enable again, delete with a confirmation.
 */
export function WebhooksSection({ scope, ownerId }: { scope: WebhookScope; ownerId: number }) {
  const base = webhooksBase(scope, ownerId);
  const query = useWebhooks(base);
  const refresh = useRefreshWebhooks(base);
  const [editing, setEditing] = useState<WebhookResource | 'new' | null>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);
  const [justAdded, setJustAdded] = useState<number | null>(null);

  async function setEnabled(endpoint: WebhookResource, enabled: boolean) {
    const res = await updateWebhook(base, endpoint.id, { enabled });
    if (!res.ok) return void toast.error('Could not change it', res.message);
    toast.success(
      enabled ? 'Endpoint enabled' : 'Endpoint disabled',
      enabled ? 'New events are sent to it again; resend failed ones from its log.' : undefined,
    );
    void refresh();
  }
  async function remove(endpoint: WebhookResource) {
    const res = await deleteWebhook(base, endpoint.id);
    if (!res.ok) {
      toast.error('Could not delete it', res.message);
      return false;
    }
    toast.success('Endpoint deleted');
    void refresh();
  }
  async function rotate(endpoint: WebhookResource) {
    const res = await rotateWebhookSecret(base, endpoint.id);
    if (!res.ok) {
      toast.error('Could not make a new secret', res.message);
      return false;
    }
    setJustAdded(endpoint.id);
    toast.success('New signing secret', 'Give it to the receiver: the old one no longer verifies.');
    void refresh();
  }

  const add = (
    <Button size="small" onClick={() => setEditing('new')}>
      Add endpoint
    </Button>
  );
  const endpoints = query.data ?? [];
  return (
    <Card id="webhooks">
      <CardHeader title="Webhooks" description={INTRO[scope]} actions={endpoints.length > 0 ? add : null} />
      <CardBody>
        {query.isPending ? <Spinner label="Loading webhooks" /> : null}
        {query.isError ? <RetryAlert message="Failed to fetch the webhooks" onRetry={() => query.refetch()} /> : null}
        {query.isSuccess && endpoints.length === 0 ? (
          <EmptyState
            icon={ZapIcon}
            headingLevel={3}
            title="No webhook endpoints"
            description="Add a URL to receive events as signed HTTP POSTs."
            action={add}
          />
        ) : null}
        {endpoints.length > 0 ? (
          <ul className="space-y-4">
            {endpoints.map((e) => (
              <EndpointItem
                key={e.id}
                base={base}
                endpoint={e}
                secretOpen={justAdded === e.id}
                onEdit={() => setEditing(e)}
                onEnable={(on) => void setEnabled(e, on)}
                onDelete={() => setConfirm({ kind: 'delete', endpoint: e })}
                onRotate={() => setConfirm({ kind: 'rotate', endpoint: e })}
              />
            ))}
          </ul>
        ) : null}
      </CardBody>
      {editing ? (
        <WebhookFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          base={base}
          scope={scope}
          endpoint={editing === 'new' ? null : editing}
          open
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={(saved, created) => {
            if (created) setJustAdded(saved.id);
            toast.success(created ? 'Endpoint added' : 'Endpoint saved', created ? 'Copy its signing secret for the receiver.' : undefined);
            void refresh();
          }}
        />
      ) : null}
      <ConfirmDialog
        open={confirm?.kind === 'delete'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Delete this endpoint?"
        text={`${confirm?.endpoint.url ?? ''} stops receiving events, and its delivery log is deleted. This cannot be undone.`}
        onConfirm={() => (confirm ? remove(confirm.endpoint) : undefined)}
      />
      <ConfirmDialog
        open={confirm?.kind === 'rotate'}
        onOpenChange={(open) => !open && setConfirm(null)}
        title="Make a new signing secret?"
        text="The current secret stops working at once: the receiver rejects deliveries until it has the new one."
        confirmLabel="Make a new secret"
        pendingLabel="Making…"
        variant="primary"
        onConfirm={() => (confirm ? rotate(confirm.endpoint) : undefined)}
      />
    </Card>
  );
}

type ItemProps = {
  base: string;
  endpoint: WebhookResource;
  secretOpen: boolean;
  onEdit: () => void;
  onEnable: (enabled: boolean) => void;
  onDelete: () => void;
  onRotate: () => void;
};

function EndpointItem({ base, endpoint: e, secretOpen, onEdit, onEnable, onDelete, onRotate }: ItemProps) {
  const [log, setLog] = useState(false);
  const last = e.last_delivery;
  return (
    <li className="space-y-3 rounded-control border border-border p-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="break-all font-medium text-foreground">{e.url}</span>
            <EndpointBadge enabled={e.enabled} />
          </p>
          {e.description ? <p className="text-sm text-muted-foreground">{e.description}</p> : null}
          <p className="mt-1 break-words text-xs text-muted-foreground">
            {e.events.join(', ')} ·{' '}
            {last ? (
              <>
                last delivery {last.status === 'succeeded' ? 'delivered' : last.status === 'failed' ? 'failed' : 'pending'}
                {last.status_code !== null ? ` (HTTP ${last.status_code})` : ''} <time dateTime={last.at}>{formatDateTime(last.at)}</time>
              </>
            ) : (
              'nothing sent yet'
            )}
          </p>
          {!e.enabled && e.disabled_reason ? (
            <p role="note" className="mt-2 rounded-control border border-amber-300 bg-warning-soft p-2 text-sm dark:border-amber-700">
              Turned off because deliveries kept failing: {e.disabled_reason} Fix the receiver, then enable it again.
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button size="small" variant={e.enabled ? 'outline' : 'primary'} onClick={() => onEnable(!e.enabled)}>
            {e.enabled ? 'Disable' : 'Enable'}
          </Button>
          <Button size="small" variant="outline" onClick={onEdit} aria-label={`Edit ${e.url}`}>
            Edit
          </Button>
          <Button size="small" variant="outline" onClick={onDelete} aria-label={`Delete ${e.url}`}>
            Delete
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <WebhookSecret key={e.secret} id={e.id} secret={e.secret} open={secretOpen} />
        </div>
        <Button size="small" variant="outline" onClick={onRotate}>
          New secret
        </Button>
        <Button size="small" variant="outline" aria-expanded={log} onClick={() => setLog((v) => !v)}>
          {log ? 'Hide deliveries' : 'Deliveries'}
        </Button>
      </div>
      {log ? <WebhookDeliveries base={base} webhookId={e.id} enabled={e.enabled} /> : null}
    </li>
  );
}
