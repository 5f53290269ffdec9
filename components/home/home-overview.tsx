'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { Overview } from '@/lib/contract/user';

const TILES: { key: keyof Overview; label: string; href: string }[] = [
  { key: 'workspaces_count', label: 'Workspaces', href: '/workspaces' },
  { key: 'teams_count', label: 'Teams', href: '/company/0/teams' },
  { key: 'companies_count', label: 'Companies', href: '/companies' },
  { key: 'unread_notifications_count', label: 'Unread notifications', href: '/' },
  { key: 'pending_invites_count', label: 'Pending invites', href: '/' },
];

/** The home screen's overview (`user/overview`), kept fresh by React Query and live events. */
export function HomeOverview({ needsBusinessData }: { needsBusinessData: boolean }) {
  const { data, isPending, isError, refetch } = useQuery({ queryKey: queryKeys.overview, queryFn: () => apiData<Overview>('user/overview', { fallback: 'Error getting user overview' }) });
  return (
    <div className="space-y-6">
      {needsBusinessData ? (
        <Card>
          <CardBody className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">Add your business details so your teams recognise you.</p>
            <Link className="text-sm font-medium text-primary hover:underline" href="/profile#business">Complete your profile</Link>
          </CardBody>
        </Card>
      ) : null}
      {isPending ? <Spinner label="Loading overview" /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          Error getting user overview. <button type="button" className="underline" onClick={() => refetch()}>Try again</button>
        </p>
      ) : null}
      {data ? (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Overview">
          {TILES.map((tile) => (
            <li key={tile.key}>
              <Link href={tile.href} className="block rounded-xl border border-border bg-surface p-4 outline-none transition-colors hover:border-border-strong focus-visible:ring-2 focus-visible:ring-ring">
                <span className="block text-2xl font-semibold" data-testid={`overview-${tile.key}`}>{data[tile.key]}</span>
                <span className="text-sm text-muted-foreground">{tile.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
