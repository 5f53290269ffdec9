'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

/**
 * Shown while a super-administrator acts as another user. "End impersonation" is a plain form post:
 * it works before the page has hydrated, and the handler answers with a redirect home, a full load
 * that drops every cached query of the impersonated user.
 */
export function ImpersonationBanner({ name }: { name: string }) {
  const [pending, setPending] = useState(false);
  return (
    <div role="region" aria-label="Impersonation" className="flex flex-wrap items-center justify-center gap-3 bg-warning-soft px-4 py-2 text-sm">
      <span>
        You are signed in as <strong>{name}</strong> (impersonation).
      </span>
      <form method="post" action="/api/auth/impersonation/end" onSubmit={() => setPending(true)}>
        <Button type="submit" size="small" variant="outlineDark" loading={pending}>
          End impersonation
        </Button>
      </form>
    </div>
  );
}
