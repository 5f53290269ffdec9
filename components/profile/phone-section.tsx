'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CheckCircleIcon } from '@/components/ui/icons';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { PhoneClientConfig } from '@/lib/phone/phone-config';
import { useDeferredFocus } from '@/lib/hooks/use-deferred-focus';

// The two forms carry libphonenumber-js and its metadata (57 kB gzip): they load after the page is
// up rather than in its first load (decision 0014), with a placeholder of the add form's height.
const formLoading = () => <div aria-busy="true" className="h-32 animate-pulse rounded-control bg-muted" />;
const PhoneAddForm = clientOnly(() => import('./phone-add-form').then((m) => m.PhoneAddForm), formLoading);
const PhoneCodeForm = clientOnly(() => import('./phone-code-form').then((m) => m.PhoneCodeForm), formLoading);

type Step = { kind: 'view' } | { kind: 'add' } | { kind: 'code'; phone: string };

export type PhoneSectionProps = {
  /** The verified number (E.164), or null. */
  phone: string | null;
  /** The verified number as shown, formatted by the server (so the library is not needed to show it). */
  phoneText: string | null;
  config: PhoneClientConfig;
};

/**
 * Phone number: add (`POST user/phone`, a code is texted), verify (`PUT user/phone`), delete
 * (`DELETE user/phone`). The number is saved on the account only once its code is verified.
 */
export function PhoneSection({ phone, phoneText, config }: PhoneSectionProps) {
  const router = useRouter();
  const [step, setStep] = useState<Step>({ kind: 'view' });
  // What this page just did, shown until the refreshed user arrives.
  const [local, setLocal] = useState<{ phone: string | null; text: string | null } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const current = local ? local.phone : phone;
  const currentText = (local ? local.text : phoneText) ?? current;
  // The control that was used goes away with each step: keep focus in this card.
  const [cardRef, focusCard] = useDeferredFocus<HTMLDivElement>();

  const remove = useApiMutation<unknown, void>({
    request: () => apiFetch('user/phone', { method: 'DELETE', fallback: 'Error deleting phone' }),
    errorFallback: 'Error deleting phone',
  });

  let body;
  if (step.kind === 'code') {
    body = (
      <PhoneCodeForm
        phone={step.phone}
        onChangeNumber={() => setStep({ kind: 'add' })}
        onVerified={(shown) => {
          setLocal({ phone: step.phone, text: shown });
          setStep({ kind: 'view' });
          focusCard();
          router.refresh();
        }}
      />
    );
  } else if (step.kind === 'add' || current === null) {
    body = (
      <PhoneAddForm
        config={config}
        initialPhone={step.kind === 'add' ? current : null}
        onSent={(sent) => setStep({ kind: 'code', phone: sent })}
        onCancel={current === null ? undefined : () => setStep({ kind: 'view' })}
      />
    );
  } else {
    body = (
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 text-sm">
          <span className="font-medium tabular-nums">{currentText}</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-success-soft px-2 py-0.5 text-xs font-medium text-success">
            <CheckCircleIcon className="size-3.5" />
            Verified
          </span>
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="small" onClick={() => setStep({ kind: 'add' })}>
            Change
          </Button>
          <Button variant="danger" size="small" onClick={() => setConfirming(true)}>
            Delete
          </Button>
        </div>
      </div>
    );
  }

  return (
    <Card id="phone" ref={cardRef} tabIndex={-1} className="mt-6 focus:outline-none">
      <CardHeader title="Phone number" description="A verified number your teams can reach you on." />
      <CardBody>{body}</CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete your phone number?"
        text="The number will be removed from your account. You can add it again later."
        onConfirm={async () => {
          if ((await remove.run()) !== false) {
            setConfirming(false);
            setLocal({ phone: null, text: null });
            setStep({ kind: 'view' });
            focusCard();
            router.refresh();
          }
          return false;
        }}
        pending={remove.isPending}
      />
    </Card>
  );
}
