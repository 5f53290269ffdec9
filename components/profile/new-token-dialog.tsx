'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { CopyField } from '@/components/ui/copy-field';
import type { CopyState } from '@/components/ui/copy-field';
import type { NewToken } from './token-format';

/** A freshly created token, shown once with a copy button; closing forgets it. */
export function NewTokenDialog({ token, onClose }: { token: NewToken | null; onClose: () => void }) {
  const [copied, setCopied] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied('copied');
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it for Ctrl+C.
      inputRef.current?.select();
      setCopied('manual');
    }
  }

  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied('idle');
          onClose();
        }
      }}
      title="Your new token"
      description={token ? `${token.token_info.name}: copy it now and keep it somewhere safe.` : undefined}
      footer={
        <Button
          onClick={() => {
            setCopied('idle');
            onClose();
          }}
        >
          Done
        </Button>
      }
    >
      {token ? (
        <div className="space-y-3">
          <p
            className="flex items-start gap-2 rounded-control border border-amber-300 bg-warning-soft p-3 text-sm text-amber-950 dark:border-amber-700 dark:text-amber-100"
            role="note"
          >
            <AlertTriangleIcon className="mt-0.5 size-4 shrink-0" />
            <span>This token will not be shown again. Anyone who has it can act as you within its abilities.</span>
          </p>
          <CopyField
            id="new-token-value"
            label="Token"
            value={token.token}
            inputRef={inputRef}
            onCopy={copy}
            copyVariant="outline"
            state={copied}
            copiedText="Copied to the clipboard."
            manualText="Press Ctrl+C (⌘C on a Mac) to copy the selected token."
          />
        </div>
      ) : null}
    </Dialog>
  );
}
