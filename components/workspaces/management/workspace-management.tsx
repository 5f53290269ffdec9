'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { membershipsOf } from '@/lib/teams/memberships';
import { LazyTrashList } from '@/components/trash/lazy-trash-list';
import { LazyWebhooksSection } from '@/components/webhooks/lazy-webhooks-section';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { workspaceAbilities } from '@/lib/workspaces/links';
import { attachableTeams } from '@/lib/workspaces/workspace-lists';
import { fetchWorkspace } from '@/lib/workspaces/workspace-queries';
import { ApprovalBadge } from '../status-badge';
import { TeamsCard } from './teams-card';
import { clientOnly, serverRendered } from '@/lib/ui/lazy-component';

// The cards' forms (details, goals, status, invites, the danger zone) paint from the server and
// hydrate after the page, outside its first load (decision 0020); a click there before then is held
// and given back (decision 0040). Their props are the workspace (the query's, kept by reference) and
// primitives, so a re-render before their code arrived keeps the server's HTML.
const DetailsCard = serverRendered(() => import('./details-card').then((m) => m.DetailsCard));
const GoalsCard = serverRendered(() => import('./goals-status-cards').then((m) => m.GoalsCard));
const StatusCard = serverRendered(() => import('./goals-status-cards').then((m) => m.StatusCard));
const InvitesCard = serverRendered(() => import('./invites-card').then((m) => m.InvitesCard));
const DangerZone = serverRendered(() => import('./danger-zone').then((m) => m.DangerZone));

/** The add-team and invite dialogs: their code loads after the page is up (decision 0014), not with the page. */
const AddTeamDialog = clientOnly(() => import('./add-invite-dialogs').then((m) => m.AddTeamDialog));
const InviteDialog = clientOnly(() => import('./add-invite-dialogs').then((m) => m.InviteDialog));

/**
 * `/workspace/{id}/management`. Controls appear only where section 6 allows them (manage: an
 * attached admin team; administer: the owner team's admins); the upstream checks again. Until a
 * request is approved only its details can change and it can be withdrawn.
 */
export function WorkspaceManagement({ workspaceId }: { workspaceId: number }) {
  const { data: ws, isError, error, refetch } = useQuery({ queryKey: queryKeys.workspace(workspaceId), queryFn: () => fetchWorkspace(workspaceId) });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  useErrorToast(error, 'Failed to fetch workspaces');
  useErrorToast(teams.error, 'Failed to fetch teams');
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);

  if (isError || teams.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        {(error ?? teams.error)?.message}{' '}
        <button type="button" className="underline" onClick={() => (isError ? refetch() : teams.refetch())}>
          Try again
        </button>
      </p>
    );
  }
  if (!ws || !teams.data) return <Spinner label="Loading workspace" />;

  const can = workspaceAbilities(membershipsOf(teams.data), ws);
  const approved = ws.approval_status === 'approved';
  const attachable = attachableTeams(teams.data, ws);
  const locked = approved ? 'Only admins of the teams in this workspace can change this.' : 'Available once the workspace is approved.';
  const teamActions =
    can.manage && approved ? (
      <>
        {attachable.length > 0 ? (
          <Button size="small" variant="outline" onClick={() => setDialog('add')}>
            Add my team
          </Button>
        ) : null}
        <Button size="small" onClick={() => setDialog('invite')}>
          Invite
        </Button>
      </>
    ) : null;

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={`/workspace/${ws.id}`} label={ws.name} />}
        title="Management"
        description="Details, goals, status, teams and ownership of this workspace."
      />
      {!approved ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center gap-2 rounded-card border border-amber-300 bg-warning-soft dark:border-amber-700 px-4 py-3 text-sm"
        >
          <ApprovalBadge approval={ws.approval_status} />
          Until a super-administrator approves it, you can edit the details or withdraw the request.
        </div>
      ) : null}
      <div className="space-y-6">
        <DetailsCard workspace={ws} canEdit={can.administer} />
        <div className="grid gap-6 lg:grid-cols-2">
          <GoalsCard workspace={ws} canEdit={can.manage && approved} lockedReason={locked} />
          <StatusCard workspace={ws} canEdit={can.manage && approved} lockedReason={locked} />
        </div>
        <TeamsCard workspace={ws} can={can} approved={approved} myTeamIds={teams.data.map((t) => t.id)} actions={teamActions} />
        <InvitesCard workspace={ws} canCancel={can.manage} />
        {can.manage && approved ? (
          <LazyTrashList
            path={`workspaces/${ws.id}/trash`}
            title="Deleted in this workspace"
            description="Files, insights, meetings, tasks, notes and records deleted by anyone here. Managers can restore them whole."
          />
        ) : null}
        {can.manage && approved ? <LazyWebhooksSection scope="workspace" ownerId={ws.id} /> : null}
        {can.administer ? <DangerZone workspace={ws} approved={approved} /> : null}
      </div>
      <AddTeamDialog workspaceId={ws.id} teams={attachable} open={dialog === 'add'} onOpenChange={(o) => setDialog(o ? 'add' : null)} />
      <InviteDialog workspaceId={ws.id} open={dialog === 'invite'} onOpenChange={(o) => setDialog(o ? 'invite' : null)} />
    </>
  );
}
