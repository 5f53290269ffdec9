import { EntityBadgeRow } from '@/components/ui/entity-badge-row';
import type { Workspace } from '@/lib/contract/workspaces';
import { StatusBadge } from './status-badge';

/** One workspace in the list: image, name (the link), description, status in its colour, owner team. */
export function WorkspaceRow({ workspace: ws }: { workspace: Workspace }) {
  const owner = ws.teams.find((t) => t.is_owner);
  return (
    <EntityBadgeRow name={ws.name} image={ws.image} href={`/workspace/${ws.id}`} badge={<StatusBadge status={ws.status} color={ws.status_color} />}>
      {ws.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{ws.description}</p> : null}
      <p className="text-xs text-muted-foreground">
        {owner ? (
          <>
            Owned by <span className="font-medium text-foreground">{owner.name}</span> ·{' '}
          </>
        ) : null}
        {ws.teams.length} team{ws.teams.length === 1 ? '' : 's'}
      </p>
    </EntityBadgeRow>
  );
}
