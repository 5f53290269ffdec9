'use client';

import { DialogFooter } from '@/components/ui/dialog-footer';

/** Cancel + submit at the bottom of a People dialog's form: the shared dialog footer. */
export function FormActions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return <DialogFooter pending={pending} submitLabel={label} onCancel={onCancel} />;
}
