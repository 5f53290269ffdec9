'use client';

import { Link } from '@/components/ui/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { UserIcon } from '@/components/ui/icons';
import { MonitorIcon, MoonIcon, SunIcon } from '@/components/ui/more-icons';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { apiFetch } from '@/lib/api/api-fetch';
import { DENSITIES, DENSITY_LABELS, THEME_LABELS } from '@/lib/ui/appearance';
import { setAppearance, useAppearance } from '@/lib/ui/use-appearance';
import { UserAvatar } from './user-avatar';

const THEME_OPTIONS = [
  { value: 'system', label: THEME_LABELS.system, icon: <MonitorIcon className="size-4 shrink-0" /> },
  { value: 'light', label: THEME_LABELS.light, icon: <SunIcon className="size-4 shrink-0" /> },
  { value: 'dark', label: THEME_LABELS.dark, icon: <MoonIcon className="size-4 shrink-0" /> },
] as const;
const DENSITY_OPTIONS = DENSITIES.map((d) => ({ value: d, label: DENSITY_LABELS[d] }));

/**
 * The account panel's body (user-menu.tsx imports it when the panel is wanted; decision 0014): the
 * profile, the theme, the list density and log out. A failed logout call is ignored: the session
 * is cleared anyway (spec §4).
 */
export function UserMenuPanel({ name, image, close }: { name: string; image: string | null; close: () => void }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const appearance = useAppearance();
  async function logout() {
    setPending(true);
    await apiFetch('auth/logout', { method: 'POST' });
    queryClient.clear();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops every cached query of the previous identity
    window.location.assign('/login');
  }
  return (
    <div className="space-y-5 p-4">
      <Link
        href="/profile"
        onClick={close}
        className="flex items-center gap-3 rounded-control p-2 -m-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
      >
        <UserAvatar name={name} image={image} />
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium text-foreground">{name}</span>
          <span className="flex items-center gap-1 text-xs text-muted-foreground">
            <UserIcon className="size-3.5" />
            Profile
          </span>
        </span>
      </Link>
      <SegmentedChoice legend="Theme" options={THEME_OPTIONS} value={appearance.theme} onChange={(theme) => setAppearance({ theme })} />
      <SegmentedChoice legend="List density" options={DENSITY_OPTIONS} value={appearance.density} onChange={(density) => setAppearance({ density })} />
      <Button variant="outline" fullWidth loading={pending} onClick={logout}>
        Log out
      </Button>
    </div>
  );
}
