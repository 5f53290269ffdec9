'use client';

import { useId, useMemo } from 'react';
import type { ReactNode } from 'react';
import { cn } from './cn';
import { FieldContext } from './field-context';
import type { FieldContextValue } from './field-context';
import { AlertCircleIcon } from './icons';
import { Label } from './label';

export type FieldProps = {
  label: ReactNode;
  /** Messages shown below the control (e.g. `result.fieldErrors.email`); any makes it invalid. */
  errors?: string[] | string | null;
  /** Help text shown below the label. */
  hint?: ReactNode;
  required?: boolean;
  /** Control id; generated when omitted. */
  id?: string;
  /** Visually hide the label (it stays available to screen readers). */
  hideLabel?: boolean;
  className?: string;
  /** One control: <Input>, <Textarea> or <Select> (they read the field's id and state). */
  children: ReactNode;
};

/**
 * Label + control + hint + error messages. The control gets `aria-describedby` pointing at the
 * hint and errors, and `aria-invalid` while there are errors.
 */
export function Field({ label, errors, hint, required = false, id, hideLabel, className, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated.replace(/:/g, '')}`;
  const list = errors == null ? [] : (Array.isArray(errors) ? errors : [errors]).filter(Boolean);
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = list.length > 0 ? `${controlId}-error` : undefined;
  const invalid = list.length > 0;
  const describedBy = cn(hintId, errorId) || undefined;

  const value = useMemo<FieldContextValue>(() => ({ id: controlId, describedBy, invalid, required }), [controlId, describedBy, invalid, required]);

  return (
    <div className={cn('space-y-1.5', className)}>
      <Label htmlFor={controlId} required={required} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldContext.Provider value={value}>{children}</FieldContext.Provider>
      {invalid ? <FieldErrors id={errorId} messages={list} /> : null}
    </div>
  );
}

/** A field's error messages, each with the alert icon (the list a control's `aria-describedby` may name by `id`). */
export function FieldErrors({ id, messages }: { id?: string; messages: readonly string[] }) {
  return (
    <ul id={id} className="space-y-0.5">
      {messages.map((message) => (
        <li key={message} className="flex items-start gap-1.5 text-sm text-danger">
          <AlertCircleIcon className="mt-0.5 size-4 shrink-0" />
          <span>{message}</span>
        </li>
      ))}
    </ul>
  );
}
