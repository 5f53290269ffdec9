'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { toast } from '@/lib/toasts/toast-store';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

export type GoogleResult = 'connected' | 'error' | 'denied';

/**
 * After the OAuth callback (`/profile?google=…`): the matching toast, once, then the query is
 * dropped from the address so a reload does not show it again.
 */
export function GoogleResultToast({ result }: { result: GoogleResult | null }) {
  const router = useRouter();
  const shown = useRef(false);
  useEffect(() => {
    if (!result || shown.current) return;
    shown.current = true;
    if (result === 'connected') toast.success(ACCOUNT_TOAST.googleConnected.title, ACCOUNT_TOAST.googleConnected.text, { id: 'google-result' });
    else toast.error('Error', result === 'denied' ? 'Error connecting Google Calendar' : 'Error saving access token', { id: 'google-result' });
    router.replace('/profile#google-calendar', { scroll: false });
  }, [result, router]);
  return null;
}
