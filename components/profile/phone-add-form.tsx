'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { PhoneInput } from '@/components/ui/phone-input';
import type { PhoneValue } from '@/components/ui/phone-input';
import { submitValidated } from '@/lib/api/submit-validated';
import type { PhoneClientConfig } from '@/lib/phone/phone-config';

export type PhoneAddFormProps = {
  config: PhoneClientConfig;
  /** The number shown at first (when changing a saved one). */
  initialPhone?: string | null;
  /** Called with the E.164 number once the code has been sent. */
  onSent: (phone: string) => void;
  onCancel?: () => void;
};

/** Step 1 of adding a phone: the number (`POST user/phone`), which texts a code to it. */
export function PhoneAddForm({ config, initialPhone, onSent, onCancel }: PhoneAddFormProps) {
  const [value, setValue] = useState<PhoneValue | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setShowErrors(true);
    if (!value?.valid || !value.e164) return;
    setPending(true);
    const result = await submitValidated(() => import('@/lib/contract/account').then((m) => m.phoneBody), { phone: value.e164 }, 'user/phone', {
      fallback: 'Error adding phone',
    });
    setPending(false);
    if (!result.ok) {
      setServerErrors(Object.values(result.fieldErrors).flat());
      return;
    }
    setServerErrors([]);
    onSent(value.e164);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Add a phone number" className="space-y-4">
      <PhoneInput
        initialValue={initialPhone ?? ''}
        defaultCountry={config.defaultCountry}
        preferredCountries={config.preferredCountries}
        hint="We will text you a 6-digit code to confirm it."
        required
        showErrors={showErrors}
        errors={serverErrors}
        onChange={(next) => {
          setValue(next);
          setServerErrors([]);
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} loadingText="Sending code…">
          Send code
        </Button>
        {onCancel ? (
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
