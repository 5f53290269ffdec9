/** The navigation of section 2's screens; plain data so it can be tested and reused. */
import { COMPANY_SECTIONS, companySectionHref, WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';

// Re-exported: the sections are plain data in lib/ (lib/ never imports from components/).
export { COMPANY_SECTIONS, companySectionHref, WORKSPACE_SECTIONS };

/** The icon beside a navigation label (components/shell/nav-icons.tsx draws it, decorative). */
export type NavIconName =
  | 'home'
  | 'workspaces'
  | 'teams'
  | 'companies'
  | 'profile'
  | 'admin'
  | 'overview'
  | 'retailers'
  | 'brands'
  | 'products'
  | 'insights'
  | 'resources'
  | 'files'
  | 'meetings'
  | 'tasks'
  | 'management'
  | 'distributors'
  | 'categories'
  | 'partners'
  | 'monitoring';

export type NavItem = { href: string; label: string; icon?: NavIconName };

export const MAIN_NAV: NavItem[] = [
  { href: '/', label: 'Home', icon: 'home' },
  { href: '/workspaces', label: 'Workspaces', icon: 'workspaces' },
  { href: '/teams', label: 'Teams', icon: 'teams' },
  { href: '/companies', label: 'Companies', icon: 'companies' },
  { href: '/profile', label: 'Profile', icon: 'profile' },
];

export const ADMIN_NAV: NavItem = { href: '/admin', label: 'Admin', icon: 'admin' };

/** Each area section's icon, by its path segment. */
export const SECTION_ICONS: Record<string, NavIconName> = {
  '': 'overview',
  teams: 'teams',
  distributors: 'distributors',
  retailers: 'retailers',
  'retailers/categories': 'categories',
  partners: 'partners',
  brands: 'brands',
  products: 'products',
  monitoring: 'monitoring',
  insights: 'insights',
  'insight-resources': 'resources',
  files: 'files',
  meetings: 'meetings',
  tasks: 'tasks',
  management: 'management',
};

/**
 * The sub-navigation for /workspace/{id}/... and /company/{id}/... pages, or null elsewhere. The
 * title is the kind of area; the sidebar names it (`useAreaTitle`) once the page has the name.
 */
export function areaNav(pathname: string): { title: string; items: NavItem[] } | null {
  const ws = pathname.match(/^\/workspace\/([^/]+)/);
  if (ws) {
    const base = `/workspace/${ws[1]}`;
    return {
      title: ws[1] === 'all' ? 'All selected workspaces' : 'Workspace',
      items: WORKSPACE_SECTIONS.map(([p, label]) => ({ href: p ? `${base}/${p}` : base, label, icon: SECTION_ICONS[p] })),
    };
  }
  const co = pathname.match(/^\/company\/([^/]+)/);
  if (co) {
    return { title: 'Company', items: COMPANY_SECTIONS.map(([p, label]) => ({ href: companySectionHref(co[1], p), label, icon: SECTION_ICONS[p] })) };
  }
  return null;
}

export function isActive(pathname: string, href: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}
