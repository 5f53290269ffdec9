'use client';

import Link from 'next/link';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';

/** Name, avatar and log out. A failed logout call is ignored: the session is cleared anyway (spec §4). */
export function UserMenu({ name, image }: { name: string; image: string | null }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    await apiFetch('auth/logout', { method: 'POST' });
    queryClient.clear();
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops every cached query of the previous identity
    window.location.assign('/login');
  }
  const initials = name.split(' ').map((p) => p[0]).join('').slice(0, 2).toUpperCase();
  return (
    <div className="flex items-center gap-2">
      <Link href="/profile" className="flex items-center gap-2 rounded-full outline-none focus-visible:ring-2 focus-visible:ring-ring" aria-label={`Profile of ${name}`}>
        {image ? (
          // eslint-disable-next-line @next/next/no-img-element -- served by the BFF with the session; next/image would proxy it again
          <img src={image} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">{initials}</span>
        )}
        <span className="hidden text-sm font-medium sm:inline" data-testid="user-name">{name}</span>
      </Link>
      <Button size="small" variant="outline" loading={pending} onClick={logout}>
        Log out
      </Button>
    </div>
  );
}
