import { and, count, eq, inArray } from 'drizzle-orm';
import type { CatalogueListQuery } from '@/lib/contract/catalogue-common';
import type { Company } from '@/lib/contract/companies';
import type { PageMeta } from '@/lib/contract/common';
import type { Db } from '../../db/client';
import { companies, companyTeams, teamMembers } from '../../db/schema';
import { nameFilter, orderFor } from '../../lib/list-query';
import { paged, pageOffset } from '../../lib/paginate';
import { companyScopeCondition } from '../access/place-scope';
import { loadCompanyResources } from './load-company-resources';

/** `GET companies`: the companies of the caller's teams, paged, sorted and searched by name. */
export async function listCompanies(db: Db, userId: number, query: CatalogueListQuery): Promise<{ data: Company[]; meta: PageMeta }> {
  const { page, per_page, search, sort } = query;
  const myTeams = db.select({ id: teamMembers.teamId }).from(teamMembers).where(eq(teamMembers.userId, userId));
  const visible = db.select({ id: companyTeams.companyId }).from(companyTeams).where(inArray(companyTeams.teamId, myTeams));
  const where = and(inArray(companies.id, visible), companyScopeCondition(companies.id), nameFilter(companies.name, search));
  const [{ n }] = await db.select({ n: count() }).from(companies).where(where);
  const ids = await db
    .select({ id: companies.id })
    .from(companies)
    .where(where)
    .orderBy(...orderFor(sort, { name: companies.name, createdAt: companies.createdAt, id: companies.id }))
    .limit(per_page)
    .offset(pageOffset(page, per_page));
  return paged(
    await loadCompanyResources(
      db,
      userId,
      ids.map((r) => r.id),
    ),
    n,
    page,
    per_page,
  );
}
