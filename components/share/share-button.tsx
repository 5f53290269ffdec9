'use client';

import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ShortCode, ShortCodeType } from '@/lib/contract/short-codes';
import { toast } from '@/lib/toasts/toast-store';
import { shareLink } from './share-flow';
import { ShareIcon } from '@/components/ui/more-icons';
import { ShareLinkDialog } from './share-link-dialog';

export const SHARE_MSG = { create: 'Error creating link', copied: 'Link copied' } as const;

export type ShareButtonProps = { type: ShortCodeType; id: number; size?: 'small' | 'base' };

/**
 * "Share": creates (or gets back, the API returns the same code for the same caller and record)
 * a short code, copies `{origin}/s/{code}` and toasts it; without clipboard access the link shows
 * in a small dialog to copy by hand.
 */
export function ShareButton({ type, id, size = 'small' }: ShareButtonProps) {
  const [manualLink, setManualLink] = useState<string | null>(null);
  // The code never changes for this record and user: ask once per mounted button.
  const known = useRef<{ key: string; link: string } | null>(null);
  const key = `${type}:${id}`;

  const create = useApiMutation<ShortCode, void>({
    request: () => apiFetch<ShortCode>('short-code', { method: 'POST', json: { type, id } }),
    errorFallback: SHARE_MSG.create,
  });

  async function share() {
    const shared = await shareLink({
      createCode: () => create.run(),
      origin: window.location.origin,
      known: known.current?.key === key ? known.current.link : null,
    });
    if (!shared) return;
    known.current = { key, link: shared.link };
    if (shared.copied) toast.success(SHARE_MSG.copied, shared.link);
    else setManualLink(shared.link);
  }

  return (
    <>
      <Button variant="outline" size={size} icon={<ShareIcon />} loading={create.isPending} onClick={share}>
        Share
      </Button>
      <ShareLinkDialog link={manualLink} onClose={() => setManualLink(null)} />
    </>
  );
}
