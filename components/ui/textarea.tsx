'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field-context';

export type TextareaProps = ComponentProps<'textarea'>;

/** A multi-line input. Inside a <Field> it picks up id, aria-describedby and aria-invalid. */
export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  const merged = useFieldControl(props);
  return <textarea rows={rows} className={cn(controlClasses, 'min-h-20 resize-y py-2 leading-6', className)} {...merged} />;
}
