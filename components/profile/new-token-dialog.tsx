'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertTriangleIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import type { NewToken } from './token-format';

/** A freshly created token, shown once with a copy button; closing forgets it. */
export function NewTokenDialog({ token, onClose }: { token: NewToken | null; onClose: () => void }) {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'manual'>('idle');
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
          <div className="flex gap-2">
            <label htmlFor="new-token-value" className="sr-only">
              Token
            </label>
            <Input
              ref={inputRef}
              id="new-token-value"
              readOnly
              value={token.token}
              data-autofocus
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button variant="outline" onClick={copy}>
              Copy
            </Button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {copied === 'copied' ? 'Copied to the clipboard.' : copied === 'manual' ? 'Press Ctrl+C (⌘C on a Mac) to copy the selected token.' : ''}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
