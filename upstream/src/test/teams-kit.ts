import type { Team } from '@/lib/contract/teams';
import { NOTIFICATION_EVENT } from '../realtime/publisher';
import type { TestApp } from './create-test-app';
import { makeTeam } from './fixtures';
import { send, signUpUser } from './helpers';

/** Shared by the teams test files: requests with a token, multipart forms and notification lookups. */

// The smallest valid PNG (1x1), so the type check by content passes.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

export function form(fields: Record<string, string | Blob>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

export type ErrorBody = { message: string; errors: Record<string, string[]> };

/** One API call; `body` is sent as JSON unless it is FormData. `T` is the answer's expected shape. */
export async function call<T = ErrorBody>(
  t: TestApp,
  token: string | null,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await send(t, token, method, path, body);
  return { status: res.status, body: (await res.json()) as T };
}

/** Notifications broadcast on a user's private channel, as Echo would receive them. */
export function notificationsFor(t: TestApp, userId: number): Record<string, unknown>[] {
  return t.publisher
    .on(`private-App.Models.User.${userId}`)
    .filter((e) => e.event === NOTIFICATION_EVENT)
    .map((e) => e.data as Record<string, unknown>);
}

/** Creates a team through `POST teams` and returns it (the caller becomes its admin). */
export async function createTeamVia(t: TestApp, token: string, fields: Record<string, string | Blob> = { name: 'Alpha' }): Promise<Team> {
  const res = await call<{ data: Team }>(t, token, 'POST', 'teams', form(fields));
  if (res.status !== 201) throw new Error(`create team failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** The team tests' cast: an admin (Ann), a member (Mo), an outsider (Oz) and Ann's team "Crew". */
export async function crew(t: TestApp) {
  const admin = await signUpUser(t, 'ann@example.com', 'Ann', 'Admin');
  const member = await signUpUser(t, 'mo@example.com', 'Mo', 'Member');
  const outsider = await signUpUser(t, 'oz@example.com', 'Oz', 'Outsider');
  const teamId = await makeTeam(
    t,
    [
      { userId: admin.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Crew',
  );
  return { admin, member, outsider, teamId };
}
