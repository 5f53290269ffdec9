'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

type Props = {
  email: string;
  /** Checks the code; resolves to field errors to show, or null when it succeeded. */
  onVerify: (code: string) => Promise<Record<string, string[]> | null>;
  onResend: () => Promise<void>;
  onChangeEmail: () => void;
};

/** The shared "enter the 6-digit code we mailed you" step of sign-in and sign-up. */
export function CodeForm({ email, onVerify, onResend, onChangeEmail }: Props) {
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[] | undefined>();
  const [pending, setPending] = useState(false);
  const [resending, setResending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setErrors(['The code must be 6 digits.']);
      return;
    }
    setPending(true);
    const fieldErrors = await onVerify(code);
    setPending(false);
    setErrors(fieldErrors ? (fieldErrors.code ?? fieldErrors.email ?? Object.values(fieldErrors).flat()) : undefined);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Code step">
      <p className="text-sm text-muted-foreground">
        We sent a 6-digit code to <strong className="text-foreground">{email}</strong>. It expires in 10 minutes.
      </p>
      <Field label="Verification code" errors={errors} required>
        <Input
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          autoFocus
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          className="text-center text-lg tracking-[0.5em]"
        />
      </Field>
      <Button type="submit" fullWidth loading={pending}>
        Verify
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button
          type="button"
          className="text-primary underline-offset-4 hover:underline disabled:opacity-50"
          disabled={resending}
          onClick={async () => {
            setResending(true);
            await onResend();
            setResending(false);
          }}
        >
          {resending ? 'Sending…' : 'Send a new code'}
        </button>
        <button type="button" className="text-muted-foreground underline-offset-4 hover:underline" onClick={onChangeEmail}>
          Use a different email
        </button>
      </div>
    </form>
  );
}
