import { Link } from '@/components/ui/link';
import { RoleBadge } from '@/components/workspaces/status-badge';
import type { Team } from '@/lib/contract/teams';
import { teamHref } from '@/lib/teams/team-paths';
import { EntityAvatar } from '@/components/ui/entity-avatar';

/** One team in a list: image, name (the link), company, members, the caller's role. */
export function TeamRow({ team, compact }: { team: Team; compact?: boolean }) {
  return (
    <li className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60">
      <EntityAvatar name={team.name} image={team.image} size={compact ? 'sm' : 'md'} />
      <div className="min-w-0 flex-1">
        <Link
          href={teamHref(team)}
          className="block truncate text-sm font-medium text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
        >
          {team.name}
        </Link>
        <p className="truncate text-xs text-muted-foreground">
          {team.members_count} member{team.members_count === 1 ? '' : 's'}
          {!compact && team.company_name ? ` · ${team.company_name}` : ''}
        </p>
      </div>
      <RoleBadge role={team.role} />
    </li>
  );
}
