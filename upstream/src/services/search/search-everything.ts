import type { SearchResult } from '@/lib/contract/search';
import type { AuthContext } from '../../app-env';
import type { Db } from '../../db/client';
import { hasAbility } from '@/lib/permissions/abilities';
import { visibleWorkspaceIds } from '../access/content-guard';
import { searchCompanyRecords } from './search-company-records';
import { searchSharedContent } from './search-shared-content';
import type { SearchTerm } from './search-terms';
import { searchWorkItems } from './search-work-items';

const NONE = { companies: [], brands: [], products: [], retailers: [] };

/**
 * `GET search`: what the caller may see, grouped, at most `limit` a group. A group whose area the
 * token cannot read (companies → companies, brands, products, retailers; files; insights; meetings;
 * tasks) comes back empty rather than failing the whole search, so a narrow custom token still
 * searches what it may.
 */
export async function searchEverything(db: Db, auth: Pick<AuthContext, 'user' | 'abilities'>, term: SearchTerm): Promise<SearchResult> {
  const can = (area: string) => hasAbility(auth.abilities, area, 'GET');
  const want = { files: can('files'), insights: can('insights'), meetings: can('meetings'), tasks: can('tasks') };
  const needsWorkspaces = want.files || want.insights || want.meetings || want.tasks;
  const visible = needsWorkspaces ? await visibleWorkspaceIds(db, auth.user.id) : [];
  const [company, shared, work] = await Promise.all([
    can('companies') ? searchCompanyRecords(db, auth.user.id, term) : NONE,
    searchSharedContent(db, visible, term, want),
    searchWorkItems(db, visible, term, want),
  ]);
  return { ...company, ...shared, ...work };
}
