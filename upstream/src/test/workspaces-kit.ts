import type { Workspace } from '@/lib/contract/workspaces';
import type { TestApp } from './create-test-app';
import { makeTeam, makeWorkspace } from './fixtures';
import { auth, signUpUser } from './helpers';

/** Test-only helpers shared by the workspace route tests. */
export type Caller = { token: string; id: number; email: string };

export async function signUp(t: TestApp, email: string, first = 'Ada', last = 'Lovelace'): Promise<Caller> {
  return { ...(await signUpUser(t, email, first, last)), email };
}

/**
 * The usual cast: `owner` administers team A (which owns workspace W, approved) where `member` is
 * a plain member; `outsider` administers team B, not attached to W.
 */
export async function scene(t: TestApp, opts: { restrict?: boolean } = {}) {
  const owner = await signUp(t, 'owner@example.com', 'Olive', 'Owner');
  const member = await signUp(t, 'member@example.com', 'Mel', 'Member');
  const outsider = await signUp(t, 'outsider@example.com', 'Otto', 'Outsider');
  const teamA = await makeTeam(
    t,
    [
      { userId: owner.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Team A',
  );
  const teamB = await makeTeam(t, [{ userId: outsider.id, role: 'admin' }], 'Team B');
  const ws = await makeWorkspace(t, { ownerTeamId: teamA, restrict: opts.restrict, name: 'Alpha' });
  return { owner, member, outsider, teamA, teamB, ws };
}

export type Body = { data?: Workspace & Record<string, unknown>; message?: string; errors?: Record<string, string[]>; meta?: Record<string, number> };

/** One API call: JSON body when given, bearer token when given. */
export async function call(t: TestApp, method: string, path: string, token?: string, body?: unknown): Promise<{ status: number; body: Body }> {
  const headers: Record<string, string> = token ? auth(token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.request(`/api/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Body };
}

/** A multipart call (create and edit take images). */
export async function callForm(t: TestApp, path: string, token: string, fields: Record<string, string | Blob>): Promise<{ status: number; body: Body }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const res = await t.app.request(`/api/${path}`, { method: 'POST', headers: auth(token), body: fd });
  return { status: res.status, body: (await res.json()) as Body };
}

/** Notifications broadcast to a user, as `{ type, kind, ... }`. */
export function notificationsOf(t: TestApp, userId: number): Record<string, unknown>[] {
  return t.publisher.on(`private-App.Models.User.${userId}`).map((e) => e.data as Record<string, unknown>);
}

// The smallest valid PNG (1x1), so the type check by content passes.
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');
