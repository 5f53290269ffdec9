import { readdir } from 'node:fs/promises';
import type { Insight, InsightResource } from '@/lib/contract/insights';
import { workspaceTeams } from '../db/schema';
import type { TestApp } from './create-test-app';
import { documentForm, makeCompany, makeWorkspaceBrand, makeWorkspaceProduct, makeWorkspaceRetailer, PDF_BYTES } from './content-fixtures';
import { makeWorkspace, twoTeams } from './fixtures';
import { auth } from './helpers';
import { call } from './teams-kit';

/** Shared by the insight test files (and discussions' mention tests): the usual cast, API shortcuts and storage checks. */
export { call, documentForm, PDF_BYTES };
export type { ErrorBody } from './teams-kit';
export type Caller = { token: string; id: number };
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };
export type One = { data: Insight };

/**
 * `owner` administers team A (owner of workspaces `ws` and `ws2`), `member` is a plain member of
 * team A, `outsider` administers team B (owner of workspace `far`). `ws` holds a retailer (with
 * locations), a brand and a product of team A's company.
 */
export async function scene(t: TestApp) {
  const { owner, member, outsider, teamA, teamB } = await twoTeams(t);
  const ws = await makeWorkspace(t, { ownerTeamId: teamA, name: 'Main' });
  const ws2 = await makeWorkspace(t, { ownerTeamId: teamA, name: 'Second' });
  const far = await makeWorkspace(t, { ownerTeamId: teamB, name: 'Far' });
  const company = await makeCompany(t, teamA, 'Acme');
  const retailer = await makeWorkspaceRetailer(t, { workspaceId: ws, companyId: company, name: 'Shop', locations: ['Austin, TX', 'Dallas, TX'] });
  const brand = await makeWorkspaceBrand(t, { workspaceId: ws, companyId: company, name: 'Fizz' });
  const product = await makeWorkspaceProduct(t, { workspaceId: ws, companyId: company, brandId: brand.brandId, name: 'Fizz Lite' });
  return { owner, member, outsider, teamA, teamB, ws, ws2, far, company, retailer, brand, product };
}

/** Gives team `teamId` read-only access to a workspace it is attached to. */
export async function attachReadOnly(t: TestApp, workspaceId: number, teamId: number): Promise<void> {
  await t.deps.db.insert(workspaceTeams).values({ workspaceId, teamId, access: 'read_only' });
}

/** Creates an insight through the API (multipart) and returns it; fails the test on anything but 201. */
export async function createInsightVia(
  t: TestApp,
  token: string,
  fields: Record<string, string | string[]>,
  file?: { name: string; bytes: string | Uint8Array },
): Promise<Insight> {
  const res = await call<One>(t, token, 'POST', 'insights', documentForm({ type: 'Market', ...fields }, file));
  if (res.status !== 201) throw new Error(`create insight failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** Uploads pending resources (one `file` part each) and returns them. */
export async function uploadVia(t: TestApp, token: string, names: string[]): Promise<InsightResource[]> {
  const form = new FormData();
  for (const name of names) form.append('file', new Blob([PDF_BYTES]), name);
  const res = await call<{ data: InsightResource[] }>(t, token, 'POST', 'insights/resources', form);
  if (res.status !== 201) throw new Error(`upload failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/** A raw GET (downloads are not JSON). */
export const download = (t: TestApp, token: string | null, url: string) => t.app.request(url, { headers: token ? auth(token) : {} });

/** How many documents are in storage (to prove bytes are removed or never kept). */
export async function storedCount(t: TestApp): Promise<number> {
  return (await readdir(t.deps.config.uploadsDir).catch(() => [])).length;
}

/** The content events a user received, as `event:id`. */
export function eventsFor(t: TestApp, userId: number): string[] {
  return t.publisher
    .on(`private-App.Models.User.${userId}`)
    .filter((e) => e.event.startsWith('insight'))
    .map((e) => `${e.event}:${(e.data as { id: number }).id}`);
}
