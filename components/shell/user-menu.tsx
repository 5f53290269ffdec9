'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { HeaderPanel } from './header-panel';
import { PanelSpinner } from './panel-spinner';
import { UserAvatar } from './user-avatar';

const loadPanel = () => import('./user-menu-panel');
// The panel (theme and density choices, log out) paints nothing until it opens: it loads on
// pointer or focus on the avatar, at the latest when the panel opens (decision 0014).
const UserMenuPanel = clientOnly(
  () => loadPanel().then((m) => m.UserMenuPanel),
  () => <PanelSpinner />,
);

/**
 * The account menu: the avatar (and name from `sm` up) opens a panel with the profile, the theme
 * (System / Light / Dark), the list density and log out (user-menu-panel.tsx).
 */
export function UserMenu({ name, image }: { name: string; image: string | null }) {
  const [open, setOpen] = useState(false);
  return (
    <HeaderPanel
      open={open}
      onOpenChange={setOpen}
      title="Account"
      trigger={
        // The name is the visible text (from `sm` up); the accessible name starts with it.
        <button
          type="button"
          aria-label={`${name}, account menu`}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="flex min-w-0 shrink-0 items-center gap-2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <UserAvatar name={name} image={image} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline" data-testid="user-name">
            {name}
          </span>
        </button>
      }
    >
      <UserMenuPanel name={name} image={image} close={() => setOpen(false)} />
    </HeaderPanel>
  );
}
