'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';

/**
 * "Sign in with another account": a signed-in visitor of /login is sent straight back (the gate),
 * so this logs the current account out first, then opens the login page that returns to the link.
 * A failed logout call still clears the cookie (the BFF always does), so the login page follows.
 */
export function ShareLandingSwitchAccount({ loginHref }: { loginHref: string }) {
  const [pending, setPending] = useState(false);
  async function switchAccount() {
    setPending(true);
    await apiFetch('auth/logout', { method: 'POST' });
    // A full load: nothing cached for the previous identity survives.
    window.location.assign(loginHref);
  }
  return (
    <Button variant="outline" loading={pending} loadingText="Signing out…" onClick={switchAccount}>
      Sign in with another account
    </Button>
  );
}
