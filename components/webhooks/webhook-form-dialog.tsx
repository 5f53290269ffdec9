'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field, FieldErrors } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { FieldErrors as Errors } from '@/lib/api/error-messages';
import type { WebhookResource } from '@/lib/contract/webhooks';
import type { WebhookScope } from '@/lib/contract/webhook-events';
import { WEBHOOK_EVENT_GROUPS } from '@/lib/contract/webhook-events';
import { toast } from '@/lib/toasts/toast-store';
import { createWebhook, updateWebhook } from '@/lib/webhooks/webhook-api';

type Props = {
  base: string;
  scope: WebhookScope;
  /** The endpoint to edit, or null to add one. */
  endpoint: WebhookResource | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a save: the endpoint as saved (a new one shows its secret). */
  onSaved: (endpoint: WebhookResource, created: boolean) => void;
};

/** Add or edit an endpoint: its URL, what it is for, and the events it receives, grouped by record. */
export function WebhookFormDialog({ base, scope, endpoint, open, onOpenChange, onSaved }: Props) {
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [events, setEvents] = useState<string[]>(endpoint?.events ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const toggle = (event: string, on: boolean) => setEvents((all) => (on ? [...all, event] : all.filter((e) => e !== event)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaving(true);
    const body = { url: url.trim(), description: description.trim(), events };
    const res = endpoint ? await updateWebhook(base, endpoint.id, body) : await createWebhook(base, body);
    setSaving(false);
    if (!res.ok) {
      setErrors(res.fieldErrors);
      if (Object.keys(res.fieldErrors).length === 0) toast.error('Could not save the endpoint', res.message);
      return;
    }
    setErrors({});
    onSaved(res.data, !endpoint);
    onOpenChange(false);
  }

  const formId = `webhook-form-${endpoint?.id ?? 'new'}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !saving && onOpenChange(next)}
      size="md"
      title={endpoint ? 'Edit webhook endpoint' : 'Add a webhook endpoint'}
      description="We POST each event you choose to this URL, signed with the endpoint’s secret (Standard Webhooks)."
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={saving}>
            {saving ? 'Saving…' : endpoint ? 'Save' : 'Add endpoint'}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(e) => void submit(e)} className="space-y-4" noValidate>
        <Field label="URL" required errors={errors.url} hint="https://… on a public address. Private and internal addresses are refused.">
          <Input
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/webhooks"
            autoComplete="off"
          />
        </Field>
        <Field label="Description" errors={errors.description} hint="What receives it, e.g. “ERP sync”.">
          <Input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
        </Field>
        <fieldset className="space-y-3" aria-describedby={errors.events ? `${formId}-events-error` : undefined}>
          <legend className="text-sm font-medium text-foreground">Events</legend>
          {WEBHOOK_EVENT_GROUPS[scope].map((group) => (
            <div key={group.label}>
              <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{group.label}</p>
              <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
                {group.events.map((event) => (
                  <label key={event} className="inline-flex min-h-8 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="size-4 accent-primary"
                      checked={events.includes(event)}
                      onChange={(e) => toggle(event, e.target.checked)}
                    />
                    <code className="text-xs">{event}</code>
                  </label>
                ))}
              </div>
            </div>
          ))}
          {errors.events ? <FieldErrors id={`${formId}-events-error`} messages={errors.events} /> : null}
        </fieldset>
      </form>
    </Dialog>
  );
}
