import { notFound } from 'next/navigation';

/**
 * The meeting id of a route: digits only, like the API's paths; anything else is an unknown page.
 * The meeting's layout calls it first, so the 404 is decided before its skeleton streams (decision 0011).
 */
export function meetingRouteId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || id < 1 || id > 2_147_483_647) notFound();
  return id;
}
