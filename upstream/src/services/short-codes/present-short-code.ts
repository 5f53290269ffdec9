import type { ShortCode } from '@/lib/contract/short-codes';
import type { shortCodes } from '../../db/schema';

/** A stored code as the API shows it; `path` is the app page that resolves it. */
export function presentShortCode(row: Pick<typeof shortCodes.$inferSelect, 'code' | 'expiresAt'>): ShortCode {
  return { code: row.code, path: `/s/${row.code}`, expires_at: row.expiresAt ? row.expiresAt.toISOString() : null };
}
