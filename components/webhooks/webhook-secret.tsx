'use client';

import { useRef, useState } from 'react';
import { copyToClipboard } from '@/components/share/copy-to-clipboard';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import type { CopyState } from '@/components/ui/copy-field';

/**
 * The endpoint's signing secret, hidden until asked for (it is on a settings screen people share),
 * with a Copy button; `open` shows it at once (right after the endpoint was added).
 */
export function WebhookSecret({ id, secret, open = false }: { id: number; secret: string; open?: boolean }) {
  const [shown, setShown] = useState(open);
  const [copied, setCopied] = useState<CopyState>('idle');
  const inputRef = useRef<HTMLInputElement>(null);
  if (!shown) {
    return (
      <Button size="small" variant="outline" onClick={() => setShown(true)}>
        Show signing secret
      </Button>
    );
  }
  async function copy() {
    if (await copyToClipboard(secret)) setCopied('copied');
    else {
      inputRef.current?.select();
      setCopied('manual');
    }
  }
  return (
    <div className="space-y-1">
      <p className="text-xs text-muted-foreground">Signing secret: verify each delivery’s `webhook-signature` with it (any Standard Webhooks library).</p>
      <CopyField
        id={`webhook-secret-${id}`}
        label="Signing secret"
        value={secret}
        inputRef={inputRef}
        onCopy={() => void copy()}
        copyVariant="outline"
        state={copied}
        copiedText="Copied to the clipboard."
        manualText="Press Ctrl+C (⌘C on a Mac) to copy the selected secret."
      />
    </div>
  );
}
