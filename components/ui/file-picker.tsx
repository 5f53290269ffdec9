'use client';

import { useState } from 'react';
import type { ComponentProps } from 'react';
import { buttonClasses } from './button';
import { cn } from './cn';
import { useFieldControl } from './field-context';

export type FilePickerProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** The button's words ("Choose a file", "Choose images"). */
  buttonLabel?: string;
};

/**
 * A file input that looks like the app instead of the browser's "Choose File": a button and the
 * chosen file's name (or "or drop a file here"). The native input lies over the whole box, invisible,
 * so a click anywhere opens the system picker, a dropped file is taken by the browser as if chosen,
 * and keyboards, screen readers and tests use the real input. Inside a <Field> it picks up id,
 * aria-describedby and aria-invalid, like Input. The name takes only the room left (`w-0 flex-1`):
 * unwrapped text would otherwise widen its column past a 320 px screen.
 */
export function FilePicker({ buttonLabel, className, onChange, multiple, disabled, ...props }: FilePickerProps) {
  const merged = useFieldControl(props);
  const [names, setNames] = useState<string[]>([]);
  const [over, setOver] = useState(false);
  const invalid = merged['aria-invalid'] === true || merged['aria-invalid'] === 'true';
  const chosen =
    names.length === 0 ? (multiple ? 'or drop files here' : 'or drop a file here') : names.length === 1 ? names[0] : `${names.length} files chosen`;
  return (
    <div
      className={cn(
        'relative flex min-h-10 w-full items-center gap-3 rounded-control border border-dashed px-2 py-1.5 text-sm transition-colors',
        'focus-within:border-primary focus-within:outline-2 focus-within:outline-offset-0 focus-within:outline-ring/40',
        over ? 'border-primary bg-primary-soft' : invalid ? 'border-danger bg-surface' : 'border-border-strong bg-surface hover:bg-muted/60',
        disabled && 'opacity-60',
        className,
      )}
    >
      <span aria-hidden="true" className={buttonClasses({ variant: 'outline', size: 'small', className: 'pointer-events-none shrink-0' })}>
        {buttonLabel ?? (multiple ? 'Choose files' : 'Choose a file')}
      </span>
      <span
        aria-hidden="true"
        className={cn('w-0 min-w-0 flex-1 truncate', names.length ? 'font-medium text-foreground' : 'text-muted-foreground')}
        title={names.join(', ')}
      >
        {chosen}
      </span>
      <input
        {...merged}
        type="file"
        multiple={multiple}
        disabled={disabled}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onDragEnter={() => setOver(true)}
        onDragLeave={() => setOver(false)}
        onDrop={() => setOver(false)}
        onChange={(e) => {
          setNames(Array.from(e.target.files ?? [], (f) => f.name));
          onChange?.(e);
        }}
      />
    </div>
  );
}
