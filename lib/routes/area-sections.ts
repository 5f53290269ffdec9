/**
 * The sections of the workspace and company areas (path segment, label), as plain data: the
 * route checks in lib/ and the navigation in components/ both read them (lib/ never imports
 * from components/).
 */
import { companyTeamsHref } from '@/lib/teams/team-paths';

export const WORKSPACE_SECTIONS = [
  ['', 'Overview'],
  ['retailers', 'Retailers'],
  ['brands', 'Brands'],
  ['products', 'Products'],
  ['insights', 'Insights'],
  ['insight-resources', 'Insight resources'],
  ['files', 'Files'],
  ['meetings', 'Meetings'],
  ['tasks', 'Tasks'],
  ['management', 'Management'],
] as const;

export const COMPANY_SECTIONS = [
  ['', 'Overview'],
  ['teams', 'Teams'],
  ['distributors', 'Distributors'],
  ['retailers', 'Retailers'],
  ['retailers/categories', 'Retailer categories'],
  ['partners', 'Partners'],
  ['brands', 'Brands'],
  ['products', 'Products'],
  ['monitoring', 'Monitoring'],
] as const;

/** A company section's address; its teams live under `/teams` (narrowed to the company), not in the area. */
export function companySectionHref(companyId: string | number, section: string): string {
  if (section === 'teams' && /^\d+$/.test(String(companyId))) return companyTeamsHref(Number(companyId));
  return section ? `/company/${companyId}/${section}` : `/company/${companyId}`;
}
