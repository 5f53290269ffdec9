'use client';

import { Link } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { submitValidated } from '@/lib/api/submit-validated';
import { USER_TYPES } from '@/lib/contract/values-forms';
import { AuthCard } from './auth-card';
import { BusinessDataForm } from './business-data-form';
import { CodeForm } from './code-form';
import { InvitedStep } from './invited-step';
import { stepAfterVerify } from './signup-steps';
import type { SignupStep } from './signup-steps';
import { ACCOUNT_TOAST, showSuccess } from '@/lib/toasts/messages';

type Values = { email: string; first_name: string; last_name: string; type: string };
const TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  brand: 'Brand',
  retailer: 'Retailer',
  distributor: 'Distributor',
  partner: 'Partner',
  other: 'Other',
};

/** Sign-up: details → emailed code (signs in) → business data, or the invites of an invited user → home. */
export function SignupFlow({ initialEmail, initialType }: { initialEmail: string; initialType: string }) {
  const router = useRouter();
  const [values, setValues] = useState<Values>({ email: initialEmail, first_name: '', last_name: '', type: initialType });
  const queryClient = useQueryClient();
  const [step, setStep] = useState<SignupStep>('details');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function sendCode(): Promise<boolean> {
    const res = await submitValidated(
      () => import('@/lib/contract/auth').then((m) => m.signupBody),
      { ...values, type: values.type || undefined },
      'auth/signup',
      { fallback: 'Error signing up' },
    );
    setErrors(res.ok ? {} : res.fieldErrors);
    return res.ok;
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setPending(true);
    if (await sendCode()) setStep('code');
    setPending(false);
  }

  async function verify(code: string) {
    const res = await submitValidated(() => import('@/lib/contract/auth').then((m) => m.verifyBody), { email: values.email, code }, 'auth/verify-signup', {
      fallback: 'Error verifying code',
    });
    if (!res.ok) return res.fieldErrors;
    showSuccess(ACCOUNT_TOAST.signedUp);
    const invites = await apiFetch<unknown>('user/invites');
    const next = stepAfterVerify(invites.ok ? invites.data : null);
    if (next.invites) queryClient.setQueryData(queryKeys.invites, next.invites);
    setStep(next.step);
    return null;
  }

  const goHome = () => {
    router.replace('/');
    router.refresh();
  };

  if (step === 'invited') {
    return (
      <AuthCard title="You have been invited" description="Accept an invite to join the team that is waiting for you. You can also answer later from the bell.">
        <InvitedStep onContinue={goHome} onAddDetails={() => setStep('business')} />
      </AuthCard>
    );
  }

  if (step === 'business') {
    return (
      <AuthCard title="Tell us about your business" description="This helps your teams recognise you. You can change it later.">
        <BusinessDataForm onDone={goHome} />
      </AuthCard>
    );
  }

  if (step === 'code') {
    return (
      <AuthCard title="Check your email" description="Enter the code to finish creating your account.">
        <CodeForm
          email={values.email}
          onVerify={verify}
          onResend={async () => {
            if (await sendCode()) showSuccess(ACCOUNT_TOAST.codeResent);
          }}
          onChangeEmail={() => setStep('details')}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Create your account"
      description="Work with your teams, companies and workspaces in one place."
      footer={
        <>
          Already have an account?{' '}
          <Link className="font-medium text-primary hover:underline" href={`/login${values.email ? `?email=${encodeURIComponent(values.email)}` : ''}`}>
            Log in
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="First name" errors={errors.first_name} required>
            <Input name="first_name" autoComplete="given-name" value={values.first_name} onChange={set('first_name')} autoFocus />
          </Field>
          <Field label="Last name" errors={errors.last_name} required>
            <Input name="last_name" autoComplete="family-name" value={values.last_name} onChange={set('last_name')} />
          </Field>
        </div>
        <Field label="Work email" errors={errors.email} required>
          <Input type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} />
        </Field>
        <Field label="I am a" errors={errors.type}>
          <Select
            name="type"
            value={values.type}
            onChange={set('type')}
            placeholder="Choose one (optional)"
            options={USER_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
          />
        </Field>
        <Button type="submit" fullWidth loading={pending}>
          Create account
        </Button>
        <p className="text-xs text-muted-foreground">
          By creating an account you agree to the{' '}
          <Link className="underline" href="/terms">
            Terms
          </Link>{' '}
          and{' '}
          <Link className="underline" href="/privacy">
            Privacy Policy
          </Link>
          .
        </p>
      </form>
    </AuthCard>
  );
}
