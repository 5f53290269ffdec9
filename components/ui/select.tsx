'use client';

import type { ComponentProps } from 'react';
import { cn } from './cn';
import { controlClasses, useFieldControl } from './field-context';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = ComponentProps<'select'> & {
  /** Rendered as <option>s after `placeholder` and before `children`. */
  options?: SelectOption[];
  /** A first, empty option (value ""). */
  placeholder?: string;
};

/** A native select with a custom chevron. Inside a <Field> it picks up id and error state. */
export function Select({ className, options, placeholder, children, ...props }: SelectProps) {
  const merged = useFieldControl(props);
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'h-10 appearance-none pr-9', className)} {...merged}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
    </div>
  );
}
