import { Link } from '@/components/ui/link';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { Workspace } from '@/lib/contract/workspaces';
import { StatusBadge } from './status-badge';

/** One workspace in the list: image, name (the link), description, status in its colour, owner team. */
export function WorkspaceRow({ workspace: ws }: { workspace: Workspace }) {
  const owner = ws.teams.find((t) => t.is_owner);
  return (
    <li className="relative flex items-start gap-3 px-4 py-4 compact:py-2 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
      <EntityAvatar name={ws.name} image={ws.image} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={`/workspace/${ws.id}`}
            className="min-w-0 truncate text-sm font-semibold text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {ws.name}
          </Link>
          <StatusBadge status={ws.status} color={ws.status_color} />
        </div>
        {ws.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{ws.description}</p> : null}
        <p className="text-xs text-muted-foreground">
          {owner ? (
            <>
              Owned by <span className="font-medium text-foreground">{owner.name}</span> ·{' '}
            </>
          ) : null}
          {ws.teams.length} team{ws.teams.length === 1 ? '' : 's'}
        </p>
      </div>
    </li>
  );
}
