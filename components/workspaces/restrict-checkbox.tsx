'use client';

import { useId } from 'react';
import { AlertCircleIcon } from '@/components/ui/icons';

/** The restrict_resource_creation switch, a native checkbox with its explanation. */
export function RestrictCheckbox({
  checked,
  onChange,
  errors,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  errors?: string[];
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          name="restrict_resource_creation"
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          aria-describedby={`${id}-hint`}
          aria-invalid={errors?.length ? true : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-input accent-primary"
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            Restrict resource creation
          </label>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            Only admins of the owner team may add retailers, brands and products, and open management.
          </p>
        </div>
      </div>
      {errors?.map((message) => (
        <p key={message} className="flex items-start gap-1.5 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ))}
    </div>
  );
}
