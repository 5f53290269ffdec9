'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import { toast } from '@/lib/toasts/toast-store';

/** Shown while a super-administrator acts as another user; ending restores their session and goes home. */
export function ImpersonationBanner({ name }: { name: string }) {
  const [pending, setPending] = useState(false);
  async function end() {
    setPending(true);
    const res = await apiFetch('auth/impersonation/end', { method: 'POST', fallback: 'Error Impersonating user' });
    if (!res.ok) {
      setPending(false);
      toast.error('Error', res.messages);
      return;
    }
    // A full navigation drops every cached query of the impersonated user.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops every cached query of the previous identity
    window.location.assign('/');
  }
  return (
    <div role="region" aria-label="Impersonation" className="flex flex-wrap items-center justify-center gap-3 bg-warning-soft px-4 py-2 text-sm">
      <span>
        You are signed in as <strong>{name}</strong> (impersonation).
      </span>
      <Button size="small" variant="outlineDark" loading={pending} onClick={end}>
        End impersonation
      </Button>
    </div>
  );
}
