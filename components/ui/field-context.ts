'use client';

import { createContext, useContext } from 'react';
import { cn } from './cn';

export type FieldContextValue = {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
};

export const FieldContext = createContext<FieldContextValue | null>(null);

type ControlA11yProps = {
  id?: string;
  required?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false' | 'grammar' | 'spelling';
};

/** Merge the surrounding <Field>'s id, description and error state into a control's props. */
export function useFieldControl<P extends ControlA11yProps>(props: P): P {
  const field = useContext(FieldContext);
  if (!field) return props;
  const describedBy = cn(field.describedBy, props['aria-describedby']) || undefined;
  return {
    ...props,
    id: props.id ?? field.id,
    required: props.required ?? (field.required || undefined),
    'aria-describedby': describedBy,
    'aria-invalid': props['aria-invalid'] ?? (field.invalid || undefined),
  };
}

/** Shared look of input, textarea and select. Invalid state comes from aria-invalid. */
export const controlClasses =
  'block w-full rounded-control border border-input bg-surface px-3 text-sm text-foreground shadow-xs ' +
  'placeholder:text-muted-foreground/70 transition-colors ' +
  'hover:border-border-strong focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 ' +
  'disabled:cursor-not-allowed disabled:bg-muted disabled:text-muted-foreground ' +
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger/30';
