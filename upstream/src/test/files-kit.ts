import { eq, and } from 'drizzle-orm';
import type { FileDetail } from '@/lib/contract/files';
import { workspaceTeams } from '../db/schema';
import type { TestApp } from './create-test-app';
import { documentForm, makeCompany, makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer, PDF_BYTES } from './content-fixtures';
import { makeTeam, makeWorkspace } from './fixtures';
import { auth, json, signUpUser } from './helpers';
import { call } from './teams-kit';

/** Shared by the files, versions, discussions and live-update tests. */
export { call, documentForm, PDF_BYTES };
export type { ErrorBody } from './teams-kit';
export type Caller = { token: string; id: number };
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };
export type One<T> = { data: T };

/** An ELF header: an executable must never be accepted, whatever its name says. */
export const ELF_BYTES = new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0x3e, 0]);

/**
 * The cast: `owner` administers team A, owner of workspace `ws` (with a retailer, a second retailer,
 * a brand and a product); `member` is a plain member of team A; `reader` belongs to team R, attached
 * to `ws` read-only; `outsider` administers team B, owner of workspace `otherWs` (with its retailer).
 */
export async function scene(t: TestApp, opts: { restrict?: boolean } = {}) {
  const owner: Caller = await signUpUser(t, 'owner@example.com', 'Olive', 'Owner');
  const member: Caller = await signUpUser(t, 'member@example.com', 'Mel', 'Member');
  const reader: Caller = await signUpUser(t, 'reader@example.com', 'Rae', 'Reader');
  const outsider: Caller = await signUpUser(t, 'outsider@example.com', 'Otto', 'Outsider');
  const teamA = await makeTeam(
    t,
    [
      { userId: owner.id, role: 'admin' },
      { userId: member.id, role: 'member' },
    ],
    'Team A',
  );
  const teamR = await makeTeam(t, [{ userId: reader.id, role: 'member' }], 'Team R');
  const teamB = await makeTeam(t, [{ userId: outsider.id, role: 'admin' }], 'Team B');
  const ws = await makeWorkspace(t, { ownerTeamId: teamA, teamIds: [teamR], restrict: opts.restrict, name: 'Launch' });
  await t.deps.db
    .update(workspaceTeams)
    .set({ access: 'read_only' })
    .where(and(eq(workspaceTeams.workspaceId, ws), eq(workspaceTeams.teamId, teamR)));
  const otherWs = await makeWorkspace(t, { ownerTeamId: teamB, name: 'Rival' });
  const acme = await makeCompany(t, teamA, 'Acme');
  const rival = await makeCompany(t, teamB, 'Rival Co');
  const target = (await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme, name: 'Target' })).workspaceRetailerId;
  const costco = (await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: acme, name: 'Costco' })).workspaceRetailerId;
  const theirRetailer = (await makeWorkspaceRetailer(t, { workspaceId: otherWs, companyId: rival, name: 'Theirs' })).workspaceRetailerId;
  const brand = (await makeWorkspaceBrand(t, { workspaceId: ws, companyId: acme, name: 'Sunny' })).workspaceBrandId;
  const product = (await makeWorkspaceProduct(t, { workspaceId: ws, companyId: acme, name: 'Sunny Soap' })).workspaceProductId;
  const theirBrand = (await makeWorkspaceBrand(t, { workspaceId: otherWs, companyId: rival, name: 'Dark' })).workspaceBrandId;
  return { owner, member, reader, outsider, teamA, teamR, teamB, ws, otherWs, acme, rival, target, costco, theirRetailer, brand, product, theirBrand };
}

/** `POST files` with a PDF (or an external URL when `url` is given); fails the test unless 201. */
export async function makeFile(
  t: TestApp,
  token: string,
  fields: Record<string, string | string[]>,
  opts: { url?: string; bytes?: Uint8Array; name?: string } = {},
): Promise<FileDetail> {
  const form = opts.url
    ? documentForm({ ...fields, external_url: opts.url })
    : documentForm(fields, { name: opts.name ?? 'deck.pdf', bytes: opts.bytes ?? PDF_BYTES, type: 'application/pdf' });
  const res = await call<One<FileDetail>>(t, token, 'POST', 'files', form);
  if (res.status !== 201) throw new Error(`create file failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A raw request (downloads are not JSON). */
export function raw(t: TestApp, token: string | null, method: string, path: string, body?: BodyInit): Promise<Response> {
  return Promise.resolve(t.app.request(`/api/${path}`, { method, headers: token ? auth(token) : {}, body }));
}

/** A custom token with these abilities, made through the API like a user would. */
export async function customToken(t: TestApp, sessionToken: string, abilities: string[]): Promise<string> {
  const res = await t.app.request('/api/user/generate-custom-token', json({ name: 'test', abilities }, auth(sessionToken)));
  if (res.status !== 201) throw new Error(`token failed ${res.status}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Names of the events published on a user's private channel, in order. */
export function eventsFor(t: TestApp, userId: number): { event: string; data: unknown }[] {
  return t.publisher.on(`private-App.Models.User.${userId}`).map((e) => ({ event: e.event, data: e.data }));
}
