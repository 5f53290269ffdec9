'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';
import { NavIcon } from './nav-icons';
import { ADMIN_NAV, areaNav, isActive, MAIN_NAV } from './nav-items';
import type { NavItem } from './nav-items';
import { useAreaTitle } from '@/lib/shell/use-area-title';
import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';

const linkClasses = (active: boolean, nested = false) =>
  cn(
    'flex min-w-0 items-center gap-2.5 rounded-md px-3 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
    nested ? 'py-1.5' : 'py-2',
    active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
  );

function NavList({
  items,
  pathname,
  onNavigate,
  exact,
  nested,
  after,
}: {
  items: NavItem[];
  pathname: string;
  onNavigate?: () => void;
  exact?: boolean;
  nested?: boolean;
  /** Content shown under one item (by href), e.g. the user's workspaces under "Workspaces". */
  after?: Record<string, ReactNode>;
}) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const active = exact ? pathname === item.href : isActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link href={item.href} onClick={onNavigate} aria-current={active ? 'page' : undefined} className={linkClasses(active, nested)}>
              <NavIcon name={item.icon} className={cn('size-4 shrink-0', active ? 'text-primary' : 'text-muted-foreground')} />
              <span className="truncate">{item.label}</span>
            </Link>
            {after?.[item.href] ?? null}
          </li>
        );
      })}
    </ul>
  );
}

/** The user's approved workspaces, nested under "Workspaces"; nothing while loading or on failure (the switcher reports it). */
function MyWorkspaces({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const { workspaces } = useMyWorkspaces();
  if (workspaces.length === 0) return null;
  const items = workspaces.map((w) => ({ href: `/workspace/${w.id}`, label: w.name, built: true }));
  return (
    <div className="ml-3 mt-0.5 border-l border-border pl-2" aria-label="Your workspaces" role="group">
      <NavList items={items} pathname={pathname} onNavigate={onNavigate} nested />
    </div>
  );
}

/** Main navigation plus the current workspace or company area's sections. */
export function Sidebar({ isSuperadmin, onNavigate }: { isSuperadmin: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const area = areaNav(pathname);
  // The workspace's or company's name, from what the page loaded (never an id).
  const title = useAreaTitle(pathname) ?? area?.title;
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Link href="/" onClick={onNavigate} className="px-3 text-lg font-semibold tracking-tight text-foreground">
        Collab
      </Link>
      <NavList
        items={isSuperadmin ? [...MAIN_NAV, ADMIN_NAV] : MAIN_NAV}
        pathname={pathname}
        onNavigate={onNavigate}
        after={{ '/workspaces': <MyWorkspaces pathname={pathname} onNavigate={onNavigate} /> }}
      />
      {area ? (
        <div>
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{title}</p>
          <NavList items={area.items} pathname={pathname} onNavigate={onNavigate} exact />
        </div>
      ) : null}
    </nav>
  );
}
