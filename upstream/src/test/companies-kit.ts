import type { Company } from '@/lib/contract/companies';
import type { TestApp } from './create-test-app';
import { twoTeams } from './fixtures';
import { call, form, PNG } from './teams-kit';

/** Shared by the companies, brands and products tests. */
export { call, form, PNG };
export type { ErrorBody } from './teams-kit';

export type Caller = { token: string; id: number };
export type Paged<T> = { data: T[]; meta: { current_page: number; last_page: number; per_page: number; total: number } };

export const png = () => new Blob([PNG], { type: 'image/png' });

/** Creates a company through `POST companies` and returns it. */
export async function createCompanyVia(t: TestApp, token: string, fields: Record<string, string | Blob>): Promise<Company> {
  const res = await call<{ data: Company }>(t, token, 'POST', 'companies', form(fields));
  if (res.status !== 201) throw new Error(`create company failed ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * The usual cast: `owner` administers team A, which owns company `acme`, where `member` is a plain
 * member; `outsider` administers team B, which owns company `other`.
 */
export async function scene(t: TestApp) {
  const { owner, member, outsider, teamA, teamB } = await twoTeams(t);
  const acme = await createCompanyVia(t, owner.token, { name: 'Acme', subdomain: 'acme', team_id: String(teamA) });
  const other = await createCompanyVia(t, outsider.token, { name: 'Other', subdomain: 'other', team_id: String(teamB) });
  return { owner, member, outsider, teamA, teamB, acme, other };
}
