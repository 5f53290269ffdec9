import { Link } from '@/components/ui/link';
import type { Overview } from '@/lib/contract/user';
import { TEAMS_HREF } from '@/lib/teams/team-paths';

const TILES: { key: keyof Overview; label: string; href: string }[] = [
  { key: 'workspaces_count', label: 'Workspaces', href: '/workspaces' },
  { key: 'teams_count', label: 'Teams', href: TEAMS_HREF },
  { key: 'companies_count', label: 'Companies', href: '/companies' },
  { key: 'unread_notifications_count', label: 'Unread notifications', href: '/' },
  { key: 'pending_invites_count', label: 'Pending invites', href: '/' },
];

/** The overview counts (`user/overview`), each a link to its list. */
export function OverviewTiles({ data }: { data: Overview }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5" aria-label="Overview">
      {TILES.map((tile) => (
        <li key={tile.key}>
          <Link
            href={tile.href}
            className="block rounded-xl border border-border bg-surface p-4 outline-none transition-colors hover:border-border-strong focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="block text-2xl font-semibold" data-testid={`overview-${tile.key}`}>
              {data[tile.key]}
            </span>
            <span className="text-sm text-muted-foreground">{tile.label}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
