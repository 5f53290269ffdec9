'use client';

import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from './button';
import type { ButtonVariant } from './button';
import { Dialog } from './dialog';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** What will happen, e.g. "The team and its invites will be deleted. This cannot be undone." */
  text: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Label while pending (default: "<confirmLabel>…"). */
  pendingLabel?: string;
  variant?: Extract<ButtonVariant, 'danger' | 'primary'>;
  /**
   * Runs the action. If it returns a promise the dialog shows a pending state until it settles,
   * then closes, unless it resolved to `false` (spec §8: failed actions return false).
   */
  onConfirm: () => unknown;
  /** Force the pending state (e.g. `mutation.isPending`). */
  pending?: boolean;
};

/** Confirmation for destructive actions: a danger button, Cancel focused first, no close while pending. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  text,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  pendingLabel,
  variant = 'danger',
  onConfirm,
  pending: pendingProp,
}: ConfirmDialogProps) {
  const [running, setRunning] = useState(false);
  const pending = Boolean(pendingProp) || running;

  const handleConfirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      if (result !== false) onOpenChange(false);
      return;
    }
    setRunning(true);
    try {
      const value: unknown = await result;
      if (value !== false) onOpenChange(false);
    } catch {
      // The action reports its own error (toast); keep the dialog open for another try.
    } finally {
      setRunning(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!pending) onOpenChange(next);
      }}
      role="alertdialog"
      size="sm"
      title={title}
      description={text}
      hideCloseButton={pending}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant={variant} loading={pending} loadingText={pendingLabel ?? `${confirmLabel}…`} onClick={handleConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
