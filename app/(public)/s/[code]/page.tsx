import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ShareLanding } from '@/components/share/share-landing';
import { ShareLandingForward } from '@/components/share/share-landing-forward';
import { dataOf } from '@/lib/contract/common';
import { shortCodePreview, shortCodeTarget } from '@/lib/contract/short-codes';
import type { ShortCodePreview } from '@/lib/contract/short-codes';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { decideShareLanding, landingBeforeResolve, landingWithoutAccess, loginFor } from './decide-share-landing';
import type { ShareLanding as Landing } from './decide-share-landing';

export const metadata: Metadata = { title: 'Shared link', robots: { index: false } };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<{ error?: string | string[] }> };

/**
 * A shared link, resolved on the server through `short-code/{code}` with the session's token:
 * signed-in readers are forwarded to the record; signed-out visitors are told who shared what
 * (`short-code/{code}/preview`) and sign in to come back; a member without access is told the same
 * and may request access; everyone else gets a page saying why the link does not open.
 */
export default async function SharedLinkPage({ params, searchParams }: Props) {
  const { code } = await params;
  const { error } = await searchParams;
  const early = landingBeforeResolve(code, error);
  const { landing, preview } = early ? { landing: early, preview: null } : await resolve(code);
  if (landing.kind === 'login') redirect(landing.to);
  if (landing.kind === 'forward') return <ShareLandingForward to={landing.to} />;
  return <ShareLanding kind={landing.page} code={code} detail={landing.detail} loginHref={loginFor(code)} preview={preview} />;
}

async function resolve(code: string): Promise<{ landing: Landing; preview: ShortCodePreview | null }> {
  // No session means no token: the upstream answers 401.
  const res = await upstreamJson(`short-code/${code}`, dataOf(shortCodeTarget));
  if (res.status !== 401 && res.status !== 403) return { landing: decideShareLanding(code, res.status, res.ok ? res.data.data.url : undefined), preview: null };
  const told = await upstreamJson(`short-code/${code}/preview`, dataOf(shortCodePreview));
  return { landing: landingWithoutAccess(code, res.status, told.status), preview: told.ok ? told.data.data : null };
}
