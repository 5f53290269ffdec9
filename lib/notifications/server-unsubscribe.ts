import { dataOf } from '@/lib/contract/common';
import { unsubscribeResource, type UnsubscribeInfo } from '@/lib/contract/notification-preferences';
import { upstreamJson } from '@/lib/upstream/upstream-json';

/**
 * What a notification mail's unsubscribe link stops (`GET unsubscribe?token=`), read without the
 * session: the token is the credential, whoever opens the link. Null: not a valid link.
 */
export async function readUnsubscribe(token: string): Promise<UnsubscribeInfo | null> {
  const result = await upstreamJson('unsubscribe', dataOf(unsubscribeResource), { searchParams: { token }, auth: {} });
  return result.ok ? result.data.data : null;
}
