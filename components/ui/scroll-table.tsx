import type { ComponentProps } from 'react';
import { cn } from './cn';

type Props = ComponentProps<'table'> & {
  /** The scrolling box's name ("Versions table"): a region a keyboard can reach. */
  label: string;
  /** Classes of the box (its border), besides its sideways scroll. */
  boxClassName?: string;
};

/** A table that may be wider than the screen: its box scrolls sideways, and takes focus so a keyboard can scroll it too. */
export function ScrollTable({ label, boxClassName, ...table }: Props) {
  return (
    <div className={cn('overflow-x-auto', boxClassName)} role="region" aria-label={label} tabIndex={0}>
      <table {...table} />
    </div>
  );
}
