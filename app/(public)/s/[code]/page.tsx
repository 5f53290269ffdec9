import Link from 'next/link';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { safeRedirect, isSafeRedirect } from '@/lib/redirect/safe-redirect';
import { upstreamJson } from '@/lib/upstream/upstream-json';

export const metadata = { title: 'Shared link' };
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<{ error?: string }> };

const shortCode = z.object({ data: z.object({ url: z.string() }) });

/** A shared link, resolved on the server through `short-code/{code}`. */
export default async function SharedLinkPage({ params, searchParams }: Props) {
  const { code } = await params;
  const { error } = await searchParams;
  if (error) return <Invalid message={error} />;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return <Invalid />;
  const res = await upstreamJson(`short-code/${code}`, shortCode);
  if (res.ok && isSafeRedirect(res.data.data.url)) redirect(safeRedirect(res.data.data.url));
  if (res.status === 401) redirect(`/login?redirect=${encodeURIComponent(`/s/${code}`)}`);
  return <Invalid />;
}

function Invalid({ message }: { message?: string }) {
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <h1 className="text-2xl font-semibold">This link cannot be opened</h1>
      <p className="mt-2 text-muted-foreground">{message ?? 'It is invalid, has expired, or points to something you do not have access to.'}</p>
      <Link href="/" className="mt-6 inline-block font-medium text-primary hover:underline">Go home</Link>
    </div>
  );
}
