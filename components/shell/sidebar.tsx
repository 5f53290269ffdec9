'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/components/ui/cn';
import { ADMIN_NAV, areaNav, isActive, MAIN_NAV } from './nav-items';
import type { NavItem } from './nav-items';

function NavList({ items, pathname, onNavigate, exact }: { items: NavItem[]; pathname: string; onNavigate?: () => void; exact?: boolean }) {
  return (
    <ul className="space-y-0.5">
      {items.map((item) => {
        const active = exact ? pathname === item.href : isActive(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'block rounded-md px-3 py-2 text-sm font-medium outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                active ? 'bg-primary/10 text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Main navigation plus the current workspace or company area's sections. */
export function Sidebar({ isSuperadmin, onNavigate }: { isSuperadmin: boolean; onNavigate?: () => void }) {
  const pathname = usePathname();
  const area = areaNav(pathname);
  return (
    <nav aria-label="Main" className="flex h-full flex-col gap-6 overflow-y-auto p-4">
      <Link href="/" onClick={onNavigate} className="px-3 text-lg font-semibold tracking-tight text-foreground">
        Collab
      </Link>
      <NavList items={isSuperadmin ? [...MAIN_NAV, ADMIN_NAV] : MAIN_NAV} pathname={pathname} onNavigate={onNavigate} />
      {area ? (
        <div>
          <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">{area.title}</p>
          <NavList items={area.items} pathname={pathname} onNavigate={onNavigate} exact />
        </div>
      ) : null}
    </nav>
  );
}
