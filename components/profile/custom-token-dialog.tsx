'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DateField } from '@/components/ui/date-field';
import { submitValidated } from '@/lib/api/submit-validated';
import { ABILITY_AREAS } from '@/lib/contract/values-forms';
import type { AbilityArea, customTokenBody } from '@/lib/contract/account';
import type { FieldErrors } from '@/lib/contract/field-errors';
import { abilitiesFromGrid, endOfDayIso } from './token-format';
import { TokenPlacesFieldset, type TokenPlaces } from './token-places-fieldset';
import type { AbilityLevel, NewToken } from './token-format';

type CustomTokenSchema = typeof customTokenBody;

const FORM_ID = 'custom-token-form';

const tomorrow = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

export type CustomTokenDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (token: NewToken) => void;
};

/** `POST user/generate-custom-token`: a name, read/write per resource area, optional places, and an optional expiry date. */
export function CustomTokenDialog({ open, onOpenChange, onCreated }: CustomTokenDialogProps) {
  const [name, setName] = useState('');
  const [grid, setGrid] = useState<Partial<Record<AbilityArea, AbilityLevel>>>({});
  const [expiry, setExpiry] = useState('');
  const [places, setPlaces] = useState<TokenPlaces | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState(false);

  const reset = () => {
    setName('');
    setGrid({});
    setExpiry('');
    setPlaces(null);
    setErrors({});
  };

  // Write implies read: ticking write ticks read; clearing read clears write.
  const toggle = (area: AbilityArea, level: 'read' | 'write', checked: boolean) => {
    setGrid((current) => {
      const now = current[area] ?? 'none';
      const next: AbilityLevel =
        level === 'write' ? (checked ? 'write' : now === 'write' ? 'read' : now) : checked ? (now === 'write' ? 'write' : 'read') : 'none';
      return { ...current, [area]: next };
    });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    const expiresAt = expiry ? endOfDayIso(expiry) : null;
    if (expiry && !expiresAt) {
      setErrors({ expires_at: ['The expiry must be a date.'] });
      return;
    }
    setPending(true);
    if (places && places.companies.length === 0 && places.workspaces.length === 0) {
      setErrors({ places: ['Tick at least one company or workspace, or untick “Limit this token”.'] });
      return;
    }
    const values = { name, abilities: abilitiesFromGrid(grid), expires_at: expiresAt, ...(places ?? {}) };
    const result = await submitValidated<CustomTokenSchema, NewToken>(
      () => import('@/lib/contract/account').then((m) => m.customTokenBody),
      values,
      'user/generate-custom-token',
      {
        fallback: 'Error generating custom token',
      },
    );
    setPending(false);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      return;
    }
    reset();
    onCreated(result.data);
  }

  const abilityErrors = Object.entries(errors)
    .filter(([key]) => key.startsWith('abilities'))
    .flatMap(([, list]) => list);

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
      title="Create a custom token"
      description="Choose what the token may read and change. Write includes read."
      size="lg"
      footer={
        <>
          <DialogClose>
            <Button variant="outline" disabled={pending}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form={FORM_ID} loading={pending} loadingText="Creating…">
            Create token
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={submit} noValidate className="space-y-5">
        <Field label="Name" errors={errors.name} required hint="So you can recognise it in the list, e.g. “Reporting script”.">
          <Input name="name" value={name} maxLength={100} autoComplete="off" data-autofocus onChange={(e) => setName(e.target.value)} />
        </Field>
        <fieldset aria-describedby={abilityErrors.length ? 'abilities-error' : undefined}>
          <legend className="text-sm font-medium">Abilities</legend>
          {/* A narrow screen scrolls the table inside its box, not the page. */}
          <div className="mt-2 overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr className="text-left text-muted-foreground">
                  <th scope="col" className="py-1 font-medium">
                    Area
                  </th>
                  <th scope="col" className="w-16 py-1 text-center font-medium">
                    Read
                  </th>
                  <th scope="col" className="w-16 py-1 text-center font-medium">
                    Write
                  </th>
                </tr>
              </thead>
              <tbody>
                {ABILITY_AREAS.map((area) => (
                  <tr key={area} className="border-t border-border">
                    <th scope="row" className="py-1.5 text-left font-normal capitalize">
                      {area}
                    </th>
                    {(['read', 'write'] as const).map((level) => (
                      <td key={level} className="text-center">
                        <input
                          type="checkbox"
                          aria-label={`${level === 'read' ? 'Read' : 'Write'} ${area}`}
                          checked={level === 'read' ? grid[area] === 'read' || grid[area] === 'write' : grid[area] === 'write'}
                          onChange={(e) => toggle(area, level, e.target.checked)}
                          className="size-4 accent-primary"
                        />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {abilityErrors.length ? (
            <p id="abilities-error" className="mt-1 text-sm text-danger">
              {abilityErrors.join(' ')}
            </p>
          ) : null}
        </fieldset>
        <TokenPlacesFieldset
          value={places}
          onChange={setPlaces}
          errors={[...(errors.places ?? []), ...(errors.companies ?? []), ...(errors.workspaces ?? [])]}
        />
        <Field label="Expires on" errors={errors.expires_at} hint="Optional. The token stops working at the end of that day.">
          <DateField name="expires_at" min={tomorrow()} value={expiry} onChange={(e) => setExpiry(e.target.value)} className="max-w-48" />
        </Field>
      </form>
    </Dialog>
  );
}
