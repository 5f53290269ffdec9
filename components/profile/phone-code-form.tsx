'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { submitValidated } from '@/lib/api/submit-validated';
import { formatPhoneText } from '@/lib/phone/format-as-you-type';
import { toast } from '@/lib/toasts/toast-store';
import { phoneCodeSent, showSuccess } from '@/lib/toasts/messages';

export type PhoneCodeFormProps = {
  /** The E.164 number the code was sent to. */
  phone: string;
  /** Called with the number as shown (formatted here, where the phone library is loaded anyway). */
  onVerified: (shown: string) => void;
  onChangeNumber: () => void;
};

/** Step 2 of adding a phone: the texted code (`PUT user/phone`); can send a new code. */
export function PhoneCodeForm({ phone, onVerified, onChangeNumber }: PhoneCodeFormProps) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);
  const shown = formatPhoneText(phone, '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    const result = await submitValidated(() => import('@/lib/contract/account').then((m) => m.phoneCodeBody), { code }, 'user/phone', {
      method: 'PUT',
      fallback: 'Error verifying phone',
    });
    setPending(false);
    if (!result.ok) {
      setErrors(Object.values(result.fieldErrors).flat());
      return;
    }
    onVerified(shown);
  }

  async function resend() {
    setResending(true);
    const res = await apiFetch('user/phone', { method: 'POST', json: { phone }, fallback: 'Error adding phone' });
    setResending(false);
    if (res.ok) showSuccess(phoneCodeSent(shown));
    else toast.error('Error', res.messages);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Verify your phone number" className="space-y-4">
      <p className="text-sm" role="status">
        We sent a 6-digit code to <span className="font-medium tabular-nums">{shown}</span>.
      </p>
      <Field label="Verification code" errors={errors} required className="max-w-xs">
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          autoFocus
          className="tracking-widest tabular-nums"
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, '').slice(0, 6));
            setErrors([]);
          }}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} loadingText="Verifying…">
          Verify
        </Button>
        <Button variant="outline" onClick={resend} loading={resending} loadingText="Sending…" disabled={pending}>
          Send a new code
        </Button>
        <Button variant="outline" onClick={onChangeNumber} disabled={pending}>
          Use another number
        </Button>
      </div>
    </form>
  );
}
