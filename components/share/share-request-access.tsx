'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ShortCodeAccessRequest } from '@/lib/contract/short-codes';

type State = { kind: 'idle' } | { kind: 'sending' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

/**
 * "Request access" on a link the signed-in user cannot open: asks the people who can grant it
 * (the workspace's administrators and the sharer), then says what happens next. A repeat within a
 * day is refused by the server with when to ask again, shown as it comes.
 */
export function ShareRequestAccess({ code }: { code: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  async function ask() {
    setState({ kind: 'sending' });
    const res = await apiFetch<ShortCodeAccessRequest>(`short-code/${encodeURIComponent(code)}/access-requests`, { method: 'POST' });
    if (res.ok) {
      // apiFetch hands back the body's `data`.
      if (res.data.status === 'has_access') window.location.reload();
      setState({ kind: 'done', message: res.data.message });
    } else setState({ kind: 'failed', message: res.message });
  }
  if (state.kind === 'done')
    return (
      <div role="status" className="rounded-lg border border-border bg-muted/40 px-4 py-3 text-left text-sm text-foreground">
        <p className="font-medium">Request sent</p>
        <p className="mt-1 text-muted-foreground">{state.message}</p>
      </div>
    );
  return (
    <div className="flex flex-col items-center gap-3">
      <Button loading={state.kind === 'sending'} loadingText="Sending…" onClick={ask}>
        Request access
      </Button>
      {state.kind === 'failed' ? (
        <p role="alert" className="max-w-sm text-sm text-muted-foreground">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
