'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { cn } from './cn';
import { CloseIcon } from './more-icons';

/** The × in the corner of a Radix dialog or header panel ("Close"); `className` sets its outer margin against the title row. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <RadixDialog.Close
      aria-label="Close"
      className={cn(
        'rounded-control p-1.5 text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
    >
      <CloseIcon className="size-5" />
    </RadixDialog.Close>
  );
}
