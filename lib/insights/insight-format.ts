import type { MemberUser } from '@/lib/contract/teams';
import type { Insight } from '@/lib/contract/insights';
import { formatDay as formatCalendarDay } from '@/lib/dates/format-date';

/** A calendar day (`YYYY-MM-DD`, or an ISO time whose day is meant) as "Mar 1, 2026"; nothing as "—". */
export const formatDay = (value: string | null): string => formatCalendarDay(value, '—');

export const personName = (user: MemberUser | null): string => (user ? `${user.first_name} ${user.last_name}`.trim() || user.email : 'Former member');

/** "Target — Austin", "Target", or null. */
export function retailerLine(insight: Pick<Insight, 'retailer_name' | 'retailer_location'>): string | null {
  if (!insight.retailer_name) return null;
  return insight.retailer_location ? `${insight.retailer_name} — ${insight.retailer_location}` : insight.retailer_name;
}

/** "Brand / Product", either alone, or null. */
export function brandProductLine(insight: Pick<Insight, 'brand' | 'product'>): string | null {
  return [insight.brand, insight.product].filter(Boolean).join(' / ') || null;
}
