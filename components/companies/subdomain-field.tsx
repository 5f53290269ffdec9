'use client';

import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { Field } from '@/components/ui/field';
import { AlertCircleIcon, CheckCircleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import type { SubdomainStatus } from '@/lib/companies/use-subdomain';

type Props = { value: string; onChange: (value: string) => void; status: SubdomainStatus; suggesting: boolean; errors?: string[] };

/** The subdomain input with its live availability line ("acme is available." or the reason). */
export function SubdomainField({ value, onChange, status, suggesting, errors }: Props) {
  const statusId = `subdomain-status-${useId().replace(/:/g, '')}`;
  const tone = {
    idle: 'text-muted-foreground',
    checking: 'text-muted-foreground',
    available: 'text-success',
    unavailable: 'text-danger',
    error: 'text-muted-foreground',
  }[status.kind];
  return (
    <div className="space-y-1.5">
      <Field
        label="Subdomain"
        errors={errors}
        required
        hint={suggesting ? 'Suggested from the name until you change it.' : 'Letters, digits and hyphens, 3 to 63 characters.'}
      >
        <Input
          name="subdomain"
          value={value}
          maxLength={63}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          inputMode="url"
          onChange={(e) => onChange(e.target.value)}
          aria-describedby={statusId}
        />
      </Field>
      <p id={statusId} role="status" aria-live="polite" className={cn('flex min-h-5 items-center gap-1.5 text-sm', tone)}>
        {status.kind === 'checking' ? <Spinner className="size-3.5" /> : null}
        {status.kind === 'available' ? <CheckCircleIcon className="size-4 shrink-0" /> : null}
        {status.kind === 'unavailable' ? <AlertCircleIcon className="size-4 shrink-0" /> : null}
        <span>{status.text}</span>
      </p>
    </div>
  );
}
