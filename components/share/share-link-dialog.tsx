'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { copyToClipboard } from './copy-to-clipboard';

type Props = { link: string | null; onClose: () => void };

/**
 * The manual fallback of the Share button: shown when the clipboard is unavailable or refused,
 * with the link selected in a read-only field and a Copy button to try again.
 */
export function ShareLinkDialog({ link, onClose }: Props) {
  const [state, setState] = useState<'idle' | 'copied' | 'manual'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  async function copy() {
    if (!link) return;
    if (await copyToClipboard(link)) {
      setState('copied');
      return;
    }
    inputRef.current?.select();
    setState('manual');
  }

  const close = () => {
    setState('idle');
    onClose();
  };

  return (
    <Dialog
      open={link !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      title="Share link"
      description="Anyone you share this link with still needs access to open it."
      size="sm"
      footer={
        <Button variant="outline" onClick={close}>
          Done
        </Button>
      }
    >
      {link ? (
        <div className="space-y-2">
          <div className="flex gap-2">
            <label htmlFor="share-link-value" className="sr-only">
              Link
            </label>
            <Input
              ref={inputRef}
              id="share-link-value"
              readOnly
              value={link}
              data-autofocus
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <Button onClick={copy}>Copy</Button>
          </div>
          <p aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
            {state === 'copied' ? 'Link copied.' : state === 'manual' ? 'Press Ctrl+C (⌘C on a Mac) to copy the selected link.' : ''}
          </p>
        </div>
      ) : null}
    </Dialog>
  );
}
