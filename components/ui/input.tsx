'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field-context';

export type InputProps = ComponentProps<'input'>;

/** A text input. Inside a <Field> it picks up id, aria-describedby and aria-invalid. */
export function Input({ className, type = 'text', ...props }: InputProps) {
  const merged = useFieldControl(props);
  return <input type={type} className={cn(controlClasses, 'h-10', className)} {...merged} />;
}
