import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { RealtimeProvider } from '@/components/realtime/realtime-provider';
import { AppShell } from '@/components/shell/app-shell';
import { realtimeClientConfig } from '@/lib/env';
import { isImpersonating } from '@/lib/session/server-session';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { ServiceUnavailableError } from '@/lib/api/service-unavailable';
import { prefetchShell } from './prefetch-shell';

// Every signed-in page is per-user: never prerendered or cached across requests.
export const dynamic = 'force-dynamic';

/**
 * The signed-in frame. The gate already sent anonymous visitors to /login; this loads the user
 * with the session's token and, when the upstream refuses it, clears the session (spec §4). The
 * shell's own reads come with it (prefetch-shell.ts), so the header renders with its data.
 */
export default async function AppLayout({ children }: { children: ReactNode }) {
  const queryClient = new QueryClient();
  // Side by side with the user: none of the shell's reads waits on it, and none of them throws.
  const shell = prefetchShell(queryClient);
  const result = await getCurrentUser();
  if (!result.ok) {
    if (result.status === 401) {
      const path = (await headers()).get('x-pathname') ?? '/';
      redirect(`/api/auth/session-expired?redirect=${encodeURIComponent(path)}`);
    }
    // Typed so app/error.tsx recognises it (production hides the message) and retries.
    throw new ServiceUnavailableError();
  }
  const [impersonating] = await Promise.all([isImpersonating(), shell]);
  return (
    <RealtimeProvider userId={result.user.id} config={realtimeClientConfig()}>
      <HydrationBoundary state={dehydrate(queryClient)}>
        <AppShell user={result.user} impersonating={impersonating}>
          {children}
        </AppShell>
      </HydrationBoundary>
    </RealtimeProvider>
  );
}
