/** The published scorecard page's read (server components only, no session needed). */
import { z } from 'zod';
import { dataOf } from '@/lib/contract/common';
import { scorecardResource, type ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import { upstreamJson } from '@/lib/upstream/upstream-json';

const published = dataOf(scorecardResource.extend({ expires_at: z.string() }));

/** What a published scorecard link shows: the card, `gone` (expired or revoked: 410) or `missing` (404, also for an altered token). */
export async function publicScorecard(
  token: string,
): Promise<{ kind: 'ok'; card: ScorecardResource & { expires_at: string } } | { kind: 'gone' } | { kind: 'missing' }> {
  const result = await upstreamJson(`public-scorecards/${encodeURIComponent(token)}`, published, { auth: {} });
  if (result.ok) return { kind: 'ok', card: result.data.data };
  if (result.status === 410) return { kind: 'gone' };
  if (result.status === 404 || result.status === 422) return { kind: 'missing' };
  throw new Error(`The scorecard could not be loaded (${result.status}).`);
}
