'use client';

import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { MapCaseDetailResource } from '@/lib/contract/monitoring/map-cases';
import { mapApi, mapKeys } from '@/lib/monitoring/map-api';

type Draft = NonNullable<MapCaseDetailResource['notice_draft']>;

/** A fresh key per confirmed send (randomUUID needs a secure context; plain-HTTP intranets get the fallback). */
const sendKeyOf = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}${Math.random().toString(36).slice(2)}`;

/** The notice draft of a case: edit recipient, subject and text, save, send (after a confirmation). Loaded on demand. */
export function NoticeEditor({ companyId, mapCase }: { companyId: number; mapCase: MapCaseDetailResource }) {
  const draft = mapCase.notice_draft as Draft;
  const [v, setV] = useState({ to: draft.to ?? '', subject: draft.subject, body: draft.body });
  const [confirming, setConfirming] = useState(false);
  // One key per confirmed send: a retried request (lost answer) never mails twice.
  const sendKey = useRef<string | null>(null);
  const invalidate = [mapKeys.case(companyId, mapCase.id), mapKeys.allCases(companyId)];
  const save = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/map-cases').then((m) => m.noticeDraftBody),
    request: (body) => apiFetch(mapApi.draft(companyId, mapCase.id), { method: 'POST', json: body, fallback: 'The draft could not be saved.' }),
    errorFallback: 'The draft could not be saved.',
    fields: ['to', 'subject', 'body'],
    success: { title: 'Draft saved' },
    invalidate,
  });
  const errors = save.errors;
  const send = useApiMutation<unknown, string>({
    request: (key) =>
      apiFetch(mapApi.notices(companyId, mapCase.id), { method: 'POST', json: { idempotency_key: key }, fallback: 'The notice could not be sent.' }),
    errorFallback: 'The notice could not be sent.',
    success: { title: 'Notice sent' },
    invalidate,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await save.submit({ ...v, to: v.to.trim() || null });
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));
  return (
    <form onSubmit={submit} noValidate aria-label="Notice draft" className="space-y-3">
      <Field label="To" errors={errors.to}>
        <Input type="email" value={v.to} onChange={set('to')} placeholder="contact@retailer.example" />
      </Field>
      <Field label="Subject" errors={errors.subject}>
        <Input value={v.subject} onChange={set('subject')} />
      </Field>
      <Field label="Notice" errors={errors.body}>
        <Textarea rows={12} value={v.body} onChange={set('body')} />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" loading={save.pending} loadingText="Saving…">
          Save draft
        </Button>
        <Button
          type="button"
          onClick={() => {
            sendKey.current = sendKeyOf();
            setConfirming(true);
          }}
          disabled={!v.to}
        >
          Send notice
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this notice?"
        text={`It is mailed to ${v.to} as last saved, and recorded on the case.`}
        confirmLabel="Send"
        onConfirm={() => send.run(sendKey.current as string)}
      />
    </form>
  );
}
