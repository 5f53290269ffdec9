'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { submitValidated } from '@/lib/api/submit-validated';
import { COMPANY_SIZES } from '@/lib/contract/values-forms';
import { ACCOUNT_TOAST, showSuccess } from '@/lib/toasts/messages';

type Values = { company_name: string; role: string; industry: string; company_size: string; website: string };

/** The business profile step after sign-up (also reachable later from the home screen). */
export function BusinessDataForm({ onDone, autoFocus = true }: { onDone: () => void; autoFocus?: boolean }) {
  const [values, setValues] = useState<Values>({ company_name: '', role: '', industry: '', company_size: '', website: '' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [pending, setPending] = useState(false);
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const input = {
      company_name: values.company_name,
      role: values.role,
      industry: values.industry || undefined,
      company_size: values.company_size || undefined,
      website: values.website || undefined,
    };
    setPending(true);
    const res = await submitValidated(() => import('@/lib/contract/auth').then((m) => m.businessDataBody), input, 'auth/signup/business-data', {
      fallback: 'Error updating business data',
    });
    setPending(false);
    if (!res.ok) {
      setErrors(res.fieldErrors);
      return;
    }
    showSuccess(ACCOUNT_TOAST.businessDataSaved);
    onDone();
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Business details">
      <Field label="Company name" errors={errors.company_name} required>
        <Input name="company_name" autoComplete="organization" value={values.company_name} onChange={set('company_name')} autoFocus={autoFocus} />
      </Field>
      <Field label="Your role" errors={errors.role} required hint="For example: Sales Director, Founder, Category Manager">
        <Input name="role" autoComplete="organization-title" value={values.role} onChange={set('role')} />
      </Field>
      <Field label="Industry" errors={errors.industry}>
        <Input name="industry" value={values.industry} onChange={set('industry')} />
      </Field>
      <Field label="Company size" errors={errors.company_size}>
        <Select
          name="company_size"
          value={values.company_size}
          onChange={set('company_size')}
          placeholder="Choose a size"
          options={COMPANY_SIZES.map((s) => ({ value: s, label: `${s} people` }))}
        />
      </Field>
      <Field label="Website" errors={errors.website}>
        <Input name="website" type="url" inputMode="url" placeholder="https://" value={values.website} onChange={set('website')} />
      </Field>
      <Button type="submit" fullWidth loading={pending}>
        Continue
      </Button>
    </form>
  );
}
