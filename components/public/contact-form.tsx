'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import type { FieldErrors } from '@/lib/api/error-messages';
import type { ContactBody } from '@/lib/contract/auth';
import { fieldErrorsFromZod } from '@/lib/contract/field-errors';
import { toast } from '@/lib/toasts/toast-store';
import { ACCOUNT_TOAST, showSuccess } from '@/lib/toasts/messages';

const FIELDS = ['name', 'email', 'subject', 'message'] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY: ContactBody = { name: '', email: '', subject: '', message: '' };
const FALLBACK = 'Your message could not be sent. Please try again.';

const isField = (key: string): key is FieldName => (FIELDS as readonly string[]).includes(key);

/** One message per field is enough before submitting (e.g. not both "required" and "invalid"). */
function firstErrorEach(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([key, list]) => [key, list.slice(0, 1)]));
}

function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  const first = FIELDS.find((f) => errors[f]?.length);
  if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
}

/**
 * The public contact form: validated with `contactBody`, posted to /api/contacts. The schema (and
 * zod with it) is imported on the first submit, so the page's first load holds none of it
 * (decision 0014).
 */
export function ContactForm() {
  const [values, setValues] = useState<ContactBody>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const change = (field: FieldName) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _removed, ...rest }) => rest);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setFormError([]);
    const { contactBody } = await import('@/lib/contract/auth');
    const parsed = contactBody.safeParse(values);
    if (!parsed.success) {
      const found = firstErrorEach(fieldErrorsFromZod(parsed.error));
      setErrors(found);
      focusFirstInvalid(form, found);
      return;
    }
    setErrors({});
    setPending(true);
    const result = await apiFetch('contacts', { method: 'POST', json: parsed.data, fallback: FALLBACK });
    setPending(false);
    if (result.ok) {
      setSentTo(parsed.data.email);
      setValues(EMPTY);
      showSuccess(ACCOUNT_TOAST.contactSent);
      return;
    }
    const known = Object.fromEntries(Object.entries(result.fieldErrors).filter(([k]) => isField(k)));
    if (result.status === 422 && Object.keys(known).length > 0) {
      setErrors(known);
      const other = Object.entries(result.fieldErrors)
        .filter(([k]) => !isField(k))
        .flatMap(([, v]) => v);
      setFormError(other);
      focusFirstInvalid(form, known);
      return;
    }
    toast.error('Message not sent', result.messages);
  };

  if (sentTo) {
    return (
      <div role="status" className="flex flex-col items-start gap-4 py-4">
        <div className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckCircleIcon className="size-6" />
        </div>
        <div className="space-y-1">
          <h2 tabIndex={-1} ref={(el) => el?.focus()} className="text-lg font-semibold text-foreground focus:outline-none">
            Thanks, your message is on its way
          </h2>
          <p className="text-sm text-muted-foreground">
            We usually reply within one business day. Our answer will go to <strong className="text-foreground">{sentTo}</strong>.
          </p>
        </div>
        <Button variant="outline" onClick={() => setSentTo(null)}>
          Send another message
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" aria-describedby={formError.length ? 'contact-form-error' : undefined}>
      {formError.length > 0 ? (
        <div id="contact-form-error" role="alert" className="flex gap-2 rounded-control border border-danger/30 bg-danger-soft p-3 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <ul className="space-y-0.5">
            {formError.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required errors={errors.name}>
          <Input name="name" autoComplete="name" maxLength={100} value={values.name} onChange={change('name')} />
        </Field>
        <Field label="Work email" required errors={errors.email}>
          <Input name="email" type="email" autoComplete="email" inputMode="email" maxLength={254} value={values.email} onChange={change('email')} />
        </Field>
      </div>
      <Field label="Subject" required errors={errors.subject}>
        <Input name="subject" maxLength={200} value={values.subject} onChange={change('subject')} />
      </Field>
      <Field label="Message" required errors={errors.message} hint="Tell us how we can help. Up to 5,000 characters.">
        <Textarea name="message" rows={6} maxLength={5000} value={values.message} onChange={change('message')} />
      </Field>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-muted-foreground">
          Fields marked{' '}
          <span aria-hidden="true" className="text-danger">
            *
          </span>
          <span className="sr-only">with an asterisk</span> are required.
        </p>
        <Button type="submit" loading={pending} loadingText="Sending…">
          Send message
        </Button>
      </div>
    </form>
  );
}
