import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { googleTokenBody } from '@/lib/contract/account';
import { serverEnv } from '@/lib/env';
import { upstreamJson } from '@/lib/upstream/upstream-json';

export const metadata: Metadata = { title: 'Google Calendar' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Google's OAuth redirect: hands the `code` to the upstream (`POST google/token`, which exchanges
 * it with the same redirect URI), then back to the profile with the outcome for its toast.
 */
export default async function GoogleCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const code = first(params.code);
  // Google sends `error` (e.g. access_denied) when the user declines.
  if (first(params.error) || !code) redirect('/profile?google=denied');

  const body = googleTokenBody.safeParse({ code, state: first(params.state), redirect_uri: `${serverEnv().appUrl}/profile/google/callback` });
  const result = body.success ? await upstreamJson('google/token', undefined, { method: 'POST', json: body.data }) : null;
  if (!result?.ok) {
    console.warn(`[bff] google/token exchange failed (${result ? result.status : 'invalid callback'})`);
    redirect('/profile?google=error');
  }
  redirect('/profile?google=connected');
}
