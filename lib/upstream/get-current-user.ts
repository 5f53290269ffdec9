import { cache } from 'react';
import { dataOf } from '@/lib/contract/common';
import { userResource } from '@/lib/contract/user';
import type { User } from '@/lib/contract/user';
import { upstreamJson } from './upstream-json';

/** The signed-in user, fetched once per request however many server components ask. */
export const getCurrentUser = cache(async (): Promise<{ ok: true; user: User } | { ok: false; status: number }> => {
  const res = await upstreamJson('user', dataOf(userResource));
  return res.ok ? { ok: true, user: res.data.data } : { ok: false, status: res.status };
});
