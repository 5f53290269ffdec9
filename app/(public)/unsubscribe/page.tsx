import type { Metadata } from 'next';
import { UnsubscribeCard } from '@/components/notifications/unsubscribe-card';
import { readUnsubscribe } from '@/lib/notifications/server-unsubscribe';

// The token must not leave in a Referer, and the page is nobody's to index.
export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false }, referrer: 'no-referrer' };
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<{ token?: string | string[] }> };

/**
 * A notification mail's unsubscribe link (decision 0032): shows what it stops and asks. Opening it
 * changes nothing (mail scanners follow links); the button does the POST.
 */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams;
  const value = typeof token === 'string' && token.length <= 512 ? token : null;
  const info = value ? await readUnsubscribe(value) : null;
  return (
    <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
      <UnsubscribeCard token={value} info={info} />
    </div>
  );
}
