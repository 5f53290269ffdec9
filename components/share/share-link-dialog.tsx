'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { CopyField } from '@/components/ui/copy-field';
import type { CopyState } from '@/components/ui/copy-field';
import { copyToClipboard } from './copy-to-clipboard';

type Props = { link: string | null; onClose: () => void };

/**
 * The manual fallback of the Share button: shown when the clipboard is unavailable or refused,
 * with the link selected in a read-only field and a Copy button to try again.
 */
export function ShareLinkDialog({ link, onClose }: Props) {
  const [state, setState] = useState<CopyState>('idle');
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
          <CopyField
            id="share-link-value"
            label="Link"
            value={link}
            inputRef={inputRef}
            onCopy={copy}
            state={state}
            copiedText="Link copied."
            manualText="Press Ctrl+C (⌘C on a Mac) to copy the selected link."
          />
        </div>
      ) : null}
    </Dialog>
  );
}
