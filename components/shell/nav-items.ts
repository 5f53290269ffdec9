/** The navigation of section 2's screens; plain data so it can be tested and reused. */
import { COMPANY_SECTIONS, companySectionHref, WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';

// Re-exported: the sections are plain data in lib/ (lib/ never imports from components/).
export { COMPANY_SECTIONS, companySectionHref, WORKSPACE_SECTIONS };

export type NavItem = { href: string; label: string };

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Home' },
  { href: '/workspaces', label: 'Workspaces' },
  { href: '/teams', label: 'Teams' },
  { href: '/companies', label: 'Companies' },
  { href: '/profile', label: 'Profile' },
];

export const ADMIN_NAV: NavItem = { href: '/admin', label: 'Admin' };

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
