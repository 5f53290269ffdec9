import type { Context } from 'hono';
import { meetingListQuery } from '@/lib/contract/meetings';
import type { AppEnv } from '../../app-env';
import { parseOr422 } from '../../lib/validation';
import { scopeWorkspaceIds } from '../../services/access/content-guard';
import { listMeetings } from '../../services/meetings/read-meetings';

/** The query string as Hono's validator reads it (a repeated key is a list), `x[]` read as `x`. */
function rawQuery(c: Context): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(c.req.queries()).map(([k, v]) => [k.replace(/\[\]$/, ''), v.length === 1 ? v[0] : v]));
}

/** `GET meetings`: the visible meetings, filtered. */
export async function meetingPage(c: Context<AppEnv>) {
  const { db, now } = c.var.deps;
  // The route checked each parameter; the contract adds the rules across them (date_to after date_from).
  const query = parseOr422(meetingListQuery, rawQuery(c));
  const scope = await scopeWorkspaceIds(db, c.var.auth.user.id, query.workspace_ids);
  // `sort` has a default in the shared filters; only one the client sent replaces the `when` order.
  const sortGiven = c.req.query('sort') !== undefined;
  return listMeetings(db, c.var.auth.user.id, scope, query, { now: now(), sortGiven });
}
