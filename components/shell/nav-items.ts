/** The navigation of section 2's screens; plain data so it can be tested and reused. */
export type NavItem = { href: string; label: string };

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/workspaces', label: 'Workspaces' },
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
    const base = `/company/${co[1]}`;
    return { title: 'Company', items: COMPANY_SECTIONS.map(([p, label]) => ({ href: p ? `${base}/${p}` : base, label })) };
  }
  return null;
}

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
