import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ShareLanding } from '@/components/share/share-landing';
import { ShareLandingForward } from '@/components/share/share-landing-forward';
import { dataOf } from '@/lib/contract/common';
import { shortCodeTarget } from '@/lib/contract/short-codes';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { decideShareLanding, landingBeforeResolve, loginFor } from './decide-share-landing';

export const metadata: Metadata = { title: 'Shared link', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<{ error?: string | string[] }> };

/**
 * A shared link, resolved on the server through `short-code/{code}` with the session's token:
 * signed-in readers are forwarded to the record, signed-out visitors log in and come back, and
 * everyone else gets a page saying why the link does not open (no access, unknown, expired).
 */
export default async function SharedLinkPage({ params, searchParams }: Props) {
  const { code } = await params;
  const { error } = await searchParams;
  const early = landingBeforeResolve(code, error);
  const landing = early ?? (await resolve(code));
  if (landing.kind === 'login') redirect(landing.to);
  if (landing.kind === 'forward') return <ShareLandingForward to={landing.to} />;
  return <ShareLanding kind={landing.page} code={code} detail={landing.detail} loginHref={loginFor(code)} />;
}

async function resolve(code: string) {
  // No session means no token: the upstream answers 401, which sends the visitor to log in.
  const res = await upstreamJson(`short-code/${code}`, dataOf(shortCodeTarget));
  return decideShareLanding(code, res.status, res.ok ? res.data.data.url : undefined);
}
