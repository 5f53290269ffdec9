/** The navigation of section 2's screens; plain data so it can be tested and reused. */
import { companyTeamsHref } from '@/lib/teams/team-paths';

export type NavItem = { href: string; label: string };

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/workspaces', label: 'Workspaces' },
  { href: '/teams', label: 'Teams' },
  { href: '/companies', label: 'Companies' },
  { href: '/profile', label: 'Profile' },
];

export const ADMIN_NAV: NavItem = { href: '/admin', label: 'Admin' };

export const WORKSPACE_SECTIONS = [
  ['', 'Overview'], ['retailers', 'Retailers'], ['brands', 'Brands'], ['products', 'Products'],
  ['insights', 'Insights'], ['insight-resources', 'Insight resources'], ['files', 'Files'],
  ['meetings', 'Meetings'], ['tasks', 'Tasks'], ['management', 'Management'],
] as const;

export const COMPANY_SECTIONS = [
  ['', 'Overview'], ['teams', 'Teams'], ['distributors', 'Distributors'], ['retailers', 'Retailers'],
  ['retailers/categories', 'Retailer categories'], ['partners', 'Partners'], ['brands', 'Brands'],
  ['products', 'Products'], ['monitoring', 'Monitoring'],
] as const;

/** A company section's address; its teams live under `/teams` (narrowed to the company), not in the area. */
export function companySectionHref(companyId: string | number, section: string): string {
  if (section === 'teams' && /^\d+$/.test(String(companyId))) return companyTeamsHref(Number(companyId));
  return section ? `/company/${companyId}/${section}` : `/company/${companyId}`;
}

/**
 * The sub-navigation for /workspace/{id}/... and /company/{id}/... pages, or null elsewhere. The
 * title is the kind of area; the sidebar names it (`useAreaTitle`) once the page has the name.
 */
export function areaNav(pathname: string): { title: string; items: NavItem[] } | null {
  const ws = pathname.match(/^\/workspace\/([^/]+)/);
  if (ws) {
    const base = `/workspace/${ws[1]}`;
    return { title: ws[1] === 'all' ? 'All selected workspaces' : 'Workspace', items: WORKSPACE_SECTIONS.map(([p, label]) => ({ href: p ? `${base}/${p}` : base, label })) };
  }
  const co = pathname.match(/^\/company\/([^/]+)/);
  if (co) {
    return { title: 'Company', items: COMPANY_SECTIONS.map(([p, label]) => ({ href: companySectionHref(co[1], p), label })) };
  }
  return null;
}

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
