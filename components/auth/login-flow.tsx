'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { apiFetch } from '@/lib/api/api-fetch';
import { toast } from '@/lib/toasts/toast-store';
import { loginBody } from '@/lib/contract/auth';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';

/** Sign-in: email → emailed code → the redirect target (already checked same-site by the page). */
export function LoginFlow({ initialEmail, redirectTo }: { initialEmail: string; redirectTo: string }) {
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  async function sendCode(): Promise<boolean> {
    const parsed = loginBody.safeParse({ email });
    if (!parsed.success) {
      setErrors({ email: parsed.error.issues.map((i) => i.message) });
      return false;
    }
    const res = await apiFetch('auth/login', { method: 'POST', json: parsed.data, fallback: 'Error logging in' });
    if (!res.ok) {
      setErrors(res.fieldErrors);
      if (!Object.keys(res.fieldErrors).length) toast.error('Error', res.messages);
      return false;
    }
    setErrors({});
    return true;
  }

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    if (await sendCode()) setStep('code');
    setPending(false);
  }

  async function verify(code: string) {
    const res = await apiFetch('auth/verify-login', { method: 'POST', json: { email: email.trim().toLowerCase(), code }, fallback: 'Error verifying code' });
    if (!res.ok) {
      if (!Object.keys(res.fieldErrors).length) toast.error('Error', res.messages);
      return res.fieldErrors;
    }
    toast.success('Logged in successfully');
    router.replace(redirectTo);
    router.refresh();
    return null;
  }

  if (step === 'code') {
    return (
      <AuthCard title="Check your email" description="Enter the code to sign in.">
        <CodeForm email={email} onVerify={verify} onResend={async () => { if (await sendCode()) toast.success('Code sent', 'We sent you a new code.'); }} onChangeEmail={() => setStep('email')} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in"
      description="We will email you a 6-digit code. No password needed."
      footer={<>New here? <Link className="font-medium text-primary hover:underline" href={`/signup${email ? `?email=${encodeURIComponent(email)}` : ''}`}>Create an account</Link></>}
    >
      <form onSubmit={submitEmail} noValidate className="space-y-5">
        <Field label="Email" errors={errors.email} required>
          <Input type="email" name="email" autoComplete="email" autoFocus value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Button type="submit" fullWidth loading={pending}>
          Send code
        </Button>
      </form>
    </AuthCard>
  );
}
