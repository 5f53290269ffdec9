'use client';

import { Link } from '@/components/ui/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { MonitorIcon, MoonIcon, SunIcon, UserIcon } from '@/components/ui/icons';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { apiFetch } from '@/lib/api/api-fetch';
import { DENSITIES, DENSITY_LABELS, THEME_LABELS } from '@/lib/ui/appearance';
import { setAppearance, useAppearance } from '@/lib/ui/use-appearance';
import { HeaderPanel } from './header-panel';

const THEME_OPTIONS = [
  { value: 'system', label: THEME_LABELS.system, icon: <MonitorIcon className="size-4 shrink-0" /> },
  { value: 'light', label: THEME_LABELS.light, icon: <SunIcon className="size-4 shrink-0" /> },
  { value: 'dark', label: THEME_LABELS.dark, icon: <MoonIcon className="size-4 shrink-0" /> },
] as const;
const DENSITY_OPTIONS = DENSITIES.map((d) => ({ value: d, label: DENSITY_LABELS[d] }));

function Avatar({ name, image }: { name: string; image: string | null }) {
  const initials = name.split(' ').map((p) => p[0]).join('').slice(0, 2).toUpperCase();
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- served by the BFF with the session; next/image would proxy it again
    <img src={image} alt="" className="h-8 w-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">{initials}</span>
  );
}

/**
 * The account menu: the avatar (and name from `sm` up) opens a panel with the profile, the theme
 * (System / Light / Dark), the list density and log out. A failed logout call is ignored: the
 * session is cleared anyway (spec §4).
 */
export function UserMenu({ name, image }: { name: string; image: string | null }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
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
    <HeaderPanel
      open={open}
      onOpenChange={setOpen}
      title="Account"
      trigger={
        // The name is the visible text (from `sm` up); the accessible name starts with it.
        <button type="button" aria-label={`${name}, account menu`} className="flex min-w-0 shrink-0 items-center gap-2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring">
          <Avatar name={name} image={image} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline" data-testid="user-name">{name}</span>
        </button>
      }
    >
      <div className="space-y-5 p-4">
        <Link href="/profile" onClick={() => setOpen(false)} className="flex items-center gap-3 rounded-control p-2 -m-2 outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring">
          <Avatar name={name} image={image} />
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
    </HeaderPanel>
  );
}
