import { EntityAvatar } from '@/components/ui/entity-avatar';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import type { Workspace } from '@/lib/contract/workspaces';
import { teamsWorkHere } from '@/lib/ui/plural';
import { StatusBadge } from './status-badge';

const ACCESS = { full: 'Full access', read_only: 'Read only' } as const;

/** A workspace's status, goals and teams: the body of the workspace home. */
export function WorkspaceOverview({ workspace: ws }: { workspace: Workspace }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <CardHeader title="Goals" actions={<StatusBadge status={ws.status} color={ws.status_color} />} />
        <CardBody>
          {ws.goals ? <p className="text-sm whitespace-pre-wrap">{ws.goals}</p> : <p className="text-sm text-muted-foreground">No goals have been set yet.</p>}
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Teams" description={teamsWorkHere(ws.teams.length)} />
        <ul aria-label="Teams in this workspace" className="divide-y divide-border">
          {ws.teams.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
              <EntityAvatar name={t.name} image={t.image} size="sm" />
              <span className="min-w-0 flex-1 truncate text-sm font-medium">{t.name}</span>
              <span className="text-xs text-muted-foreground">
                {t.is_owner ? 'Owner · ' : ''}
                {ACCESS[t.access]}
              </span>
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
