'use client';

import type { ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button';

export type DialogFooterProps = {
  /** The submit button's words ("Create team", "Save changes"). */
  submitLabel: ReactNode;
  /** Said on the submit button while the call runs ("Saving…"). */
  pendingLabel?: string;
  pending: boolean;
  onCancel: () => void;
  /** The form's id, when the footer sits outside it. */
  form?: string;
  variant?: ButtonVariant;
};

/**
 * Cancel + the primary action at the bottom of a dialog's form, stacked on phones (the action on
 * top). While the call runs the action says so and Cancel waits. It sticks to the bottom of the
 * dialog's scrolling body, so a form taller than a short screen still shows its action.
 */
export function DialogFooter({ submitLabel, pendingLabel = 'Saving…', pending, onCancel, form, variant }: DialogFooterProps) {
  return (
    <div className="sticky -bottom-2 z-10 -mx-5 flex flex-col-reverse gap-2 border-t border-transparent bg-surface px-5 pt-2 pb-2 sm:-mx-6 sm:flex-row sm:justify-end sm:px-6">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" form={form} variant={variant} loading={pending} loadingText={pendingLabel}>
        {submitLabel}
      </Button>
    </div>
  );
}
