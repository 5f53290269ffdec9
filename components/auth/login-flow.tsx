'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { submitValidated } from '@/lib/api/submit-validated';
import { AuthCard } from './auth-card';
import { CodeForm } from './code-form';
import { ACCOUNT_TOAST, showSuccess } from '@/lib/toasts/messages';

/** Sign-in: email → emailed code → the redirect target (already checked same-site by the page). */
export function LoginFlow({ initialEmail, redirectTo }: { initialEmail: string; redirectTo: string }) {
  const router = useRouter();
  const [email, setEmail] = useState(initialEmail);
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);

  async function sendCode(): Promise<boolean> {
    const res = await submitValidated(() => import('@/lib/contract/auth').then((m) => m.loginBody), { email }, 'auth/login', { fallback: 'Error logging in' });
    setErrors(res.ok ? {} : res.fieldErrors);
    return res.ok;
  }

  async function submitEmail(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    if (await sendCode()) setStep('code');
    setPending(false);
  }

  async function verify(code: string) {
    const res = await submitValidated(() => import('@/lib/contract/auth').then((m) => m.verifyBody), { email: email, code }, 'auth/verify-login', {
      fallback: 'Error verifying code',
    });
    if (!res.ok) return res.fieldErrors;
    showSuccess(ACCOUNT_TOAST.loggedIn);
    router.replace(redirectTo);
    router.refresh();
    return null;
  }

  if (step === 'code') {
    return (
      <AuthCard title="Check your email" description="Enter the code to sign in.">
        <CodeForm
          email={email}
          onVerify={verify}
          onResend={async () => {
            if (await sendCode()) showSuccess(ACCOUNT_TOAST.codeResent);
          }}
          onChangeEmail={() => setStep('email')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Log in"
      description="We will email you a 6-digit code. No password needed."
      footer={
        <>
          New here?{' '}
          <Link className="font-medium text-primary hover:underline" href={`/signup${email ? `?email=${encodeURIComponent(email)}` : ''}`}>
            Create an account
          </Link>
        </>
      }
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
