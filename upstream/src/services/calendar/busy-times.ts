import type { BusyQuery, BusyTimes } from '@/lib/contract/calendar';
import { offsetMinutes } from '@/lib/meetings/meeting-time';
import type { AppDeps } from '../../app-env';
import { fieldError } from '../../lib/errors';
import { assertWorkspaceMembers } from '../tasks/read-tasks';
import { GoogleGrantRevoked, queryFreeBusy } from '../google/google-api';
import { GoogleNotConnected, withGoogleAccess } from '../google/with-google-access';

/** At most this many people are asked at once (each is one call to Google, in parallel). */
export const BUSY_MAX_USERS = 20;

/** Midnight of `date` in `tz`, as an instant (two passes settle a day that starts in a DST change). */
export function zonedMidnight(date: string, tz: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const wall = Date.UTC(y, m - 1, d);
  let instant = wall - offsetMinutes(wall, tz) * 60_000;
  instant = wall - offsetMinutes(instant, tz) * 60_000;
  return new Date(instant);
}

/**
 * `GET meetings/busy`: for each person (members of the workspace; the handler checked the caller's
 * create right there), the busy blocks of their Google Calendar on that day in that zone. Only
 * times are shown, never what the busy time is. People without a connection are `not_connected`;
 * a Google that fails or is slow makes that person `unavailable`, never "free".
 */
export async function busyTimes(deps: AppDeps, query: BusyQuery): Promise<BusyTimes[]> {
  const ids = [...new Set((query.user_ids ?? []).map(Number))];
  if (ids.some((id) => !Number.isSafeInteger(id) || id <= 0)) throw fieldError('user_ids', 'The user ids must be a list of ids.');
  if (ids.length > BUSY_MAX_USERS) throw fieldError('user_ids', `At most ${BUSY_MAX_USERS} people at once.`);
  if (ids.length === 0) return [];
  await assertWorkspaceMembers(deps, query.workspace_id, ids, 'user_ids', 'Every person must be a member of the workspace.');
  const start = zonedMidnight(query.date, query.time_zone);
  const next = new Date(Date.parse(`${query.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const range = { timeMin: start.toISOString(), timeMax: zonedMidnight(next, query.time_zone).toISOString(), timeZone: query.time_zone };
  return Promise.all(
    ids.map(async (userId): Promise<BusyTimes> => {
      // withGoogleAccess reads the person's connection: none (or one waiting for a reconnect) is not_connected below.
      try {
        const busy = await withGoogleAccess(deps, userId, (token, credentials) => queryFreeBusy(credentials, token, range));
        return { user_id: userId, state: 'ok', busy: busy.map((b) => ({ start: new Date(b.start).toISOString(), end: new Date(b.end).toISOString() })) };
      } catch (error) {
        if (error instanceof GoogleNotConnected || error instanceof GoogleGrantRevoked) return { user_id: userId, state: 'not_connected', busy: [] };
        return { user_id: userId, state: 'unavailable', busy: [] };
      }
    }),
  );
}
