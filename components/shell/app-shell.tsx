'use client';

import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';
import { Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import type { User } from '@/lib/contract/user';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';

// Rendered on the server as before, but its code is named only by the pages that show it (decision 0014).
const ImpersonationBanner = serverRendered(() => import('./impersonation-banner').then((m) => m.ImpersonationBanner));
const WorkspaceSwitcher = serverRendered(() => import('./workspace-switcher').then((m) => m.WorkspaceSwitcher));
const HeaderSearch = serverRendered(() => import('@/components/search/header-search').then((m) => m.HeaderSearch));
const NotificationBell = serverRendered(() => import('./notification-bell').then((m) => m.NotificationBell));
const UserMenu = serverRendered(() => import('./user-menu').then((m) => m.UserMenu));
const CommandMenu = serverRendered(() => import('@/components/search/command-menu').then((m) => m.CommandMenu));
// The phones' drawer (the dialog around the sidebar) is imported when the pointer or focus reaches
// its button, with the dialog's Radix view, so both are in by the time it opens (decision 0014).
const loadDrawer = () => import('./navigation-drawer').then((m) => m.NavigationDrawer);
const preloadDrawer = () => {
  void loadDrawer();
  void import('@/components/ui/dialog-view');
};
const NavigationDrawer = clientOnly(loadDrawer);

/** The signed-in frame: sidebar (a drawer on phones), header with workspace switcher, search (and the Ctrl/Cmd+K command menu), bell and account menu, banners. */
export function AppShell({ user, impersonating, children }: { user: User; impersonating: boolean; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Set once the drawer first opens; it stays mounted from then on, so closing behaves as before.
  const [drawerWanted, setDrawerWanted] = useState(false);
  if (menuOpen && !drawerWanted) setDrawerWanted(true);
  const name = `${user.first_name} ${user.last_name}`.trim();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-3 py-2 text-sm font-medium text-foreground shadow focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:outline-none focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      {impersonating ? <ImpersonationBanner name={name} /> : null}
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-border bg-surface lg:block">
          <Sidebar isSuperadmin={user.is_superadmin} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-20 flex h-14 items-center justify-between gap-2 border-b border-border bg-surface/95 px-4 backdrop-blur">
            <button
              type="button"
              className="rounded-md p-2 text-muted-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring lg:hidden"
              aria-label="Open navigation"
              aria-expanded={menuOpen}
              onPointerEnter={preloadDrawer}
              onFocus={preloadDrawer}
              onClick={() => setMenuOpen(true)}
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </button>
            <WorkspaceSwitcher />
            <div className="flex min-w-0 flex-1 justify-end md:justify-center md:px-4">
              <HeaderSearch />
            </div>
            <NotificationBell />
            <UserMenu name={name} image={user.image} />
          </header>
          <main id="main" tabIndex={-1} className="mx-auto w-full outline-none max-w-6xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
            {children}
          </main>
        </div>
      </div>
      <CommandMenu isSuperadmin={user.is_superadmin} userId={user.id} />
      {drawerWanted ? <NavigationDrawer open={menuOpen} onOpenChange={setMenuOpen} isSuperadmin={user.is_superadmin} /> : null}
    </div>
  );
}
