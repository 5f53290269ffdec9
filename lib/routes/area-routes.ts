import { COMPANY_SECTIONS, WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';

/** Section 2's child routes of the company and workspace areas, as path-segment patterns. */
const ID = '[^/]+';
const companyPatterns = [
  ...COMPANY_SECTIONS.map(([p]) => p),
  `team/${ID}`,
  `distributors/${ID}`,
  `retailers/${ID}`,
  `partners/${ID}`,
  'brands/new',
  `brands/${ID}`,
  `brands/${ID}/edit`,
  'products/new',
  `products/${ID}`,
  `products/${ID}/edit`,
  `monitoring/${ID}`,
  `monitoring/${ID}/overview`,
  `monitoring/${ID}/retailer-page-versions/${ID}`,
  'edit',
].map((p) => new RegExp(`^${p}$`));
const workspacePatterns = [...WORKSPACE_SECTIONS.map(([p]) => p), `retailers/${ID}`, `brands/${ID}`, `products/${ID}`, `meetings/${ID}`].map(
  (p) => new RegExp(`^${p}$`),
);

export const isCompanyRoute = (rest: string[] = []) => companyPatterns.some((re) => re.test(rest.join('/')));
export const isWorkspaceRoute = (rest: string[] = []) => workspacePatterns.some((re) => re.test(rest.join('/')));

/** Spec §5: the workspace id in the URL must be 'all' or numeric. */
export const isValidWorkspaceId = (id: string) => id === 'all' || /^\d+$/.test(id);
