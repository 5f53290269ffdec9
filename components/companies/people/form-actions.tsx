'use client';

import { Button } from '@/components/ui/button';

/** Cancel + submit at the bottom of a People dialog's form (stacked on narrow screens). */
export function FormActions({ pending, label, onCancel }: { pending: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" loading={pending} loadingText="Saving…">
        {label}
      </Button>
    </div>
  );
}
