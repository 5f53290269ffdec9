import type { CompanyScope, Dataset, WorkspaceScope } from './export-dataset';
import { brandsExport } from './datasets/catalogue-brands';
import { contactsExport } from './datasets/catalogue-contacts';
import { listingsExport } from './datasets/catalogue-listings';
import { distributorsExport } from './datasets/catalogue-distributors';
import { partnersExport } from './datasets/catalogue-partners';
import { productsExport } from './datasets/catalogue-products';
import { retailersExport } from './datasets/catalogue-retailers';
import { filesExport } from './datasets/content-files';
import { insightsExport } from './datasets/content-insights';
import { meetingsExport } from './datasets/content-meetings';
import { tasksExport } from './datasets/content-tasks';
import { mapCasesExport } from './datasets/monitoring-map-cases';
import { monitoringPagesExport } from './datasets/monitoring-pages';
import { pricesExport } from './datasets/monitoring-prices';
import { workspaceBrandsExport } from './datasets/workspace-brands';
import { workspaceProductsExport } from './datasets/workspace-products';
import { workspaceRetailersExport } from './datasets/workspace-retailers';

/**
 * Every exportable list (decision 0029), by the path segment that names it. A new list screen adds
 * its dataset file under `datasets/` and one entry here; the routes, the menu and the access rules
 * need nothing more.
 */
const byName = <S>(list: Dataset<S>[]): ReadonlyMap<string, Dataset<S>> => new Map(list.map((d) => [d.name, d]));

export const COMPANY_EXPORTS = byName<CompanyScope>([
  brandsExport,
  productsExport,
  retailersExport,
  listingsExport,
  contactsExport,
  partnersExport,
  distributorsExport,
  monitoringPagesExport,
  pricesExport,
  mapCasesExport,
]);

export const WORKSPACE_EXPORTS = byName<WorkspaceScope>([
  workspaceRetailersExport,
  workspaceBrandsExport,
  workspaceProductsExport,
  filesExport,
  tasksExport,
  meetingsExport,
  insightsExport,
]);
