import type { ComponentProps } from 'react';
import { cn } from './cn';

export type LabelProps = ComponentProps<'label'> & {
  /** Adds a red asterisk (hidden from screen readers; the control itself is marked required). */
  required?: boolean;
};

export function Label({ className, required, children, ...props }: LabelProps) {
  return (
    <label className={cn('block text-sm font-medium text-foreground', className)} {...props}>
      {children}
      {required ? (
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      ) : null}
    </label>
  );
}
