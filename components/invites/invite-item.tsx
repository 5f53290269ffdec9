'use client';

import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { formatFull, formatWhen } from '@/lib/dates/format-when';
import { invitePath, needsTeamChoice } from '@/lib/invites/invite-endpoints';
import type { PendingInvite } from '@/lib/invites/invite-endpoints';
import { useAdminTeams } from '@/lib/invites/use-invites';
import { useInviteDecision } from '@/lib/invites/use-invite-decision';

const fullName = (u: { first_name: string; last_name: string } | null) => (u ? `${u.first_name} ${u.last_name}`.trim() : null);

function describe(p: PendingInvite): { name: string; detail: string } {
  const by = fullName(p.invite.invited_by);
  const from = by ? ` · invited by ${by}` : '';
  if (p.source === 'team') return { name: p.invite.team.name, detail: `Team, as ${p.invite.role}${from}` };
  if (p.invite.kind === 'team') return { name: p.invite.workspace.name, detail: `Workspace, for your team ${p.invite.team?.name ?? ''}${from}` };
  return { name: p.invite.workspace.name, detail: `Workspace, for you${from}` };
}

/** The team that will join a workspace when a person's invite is accepted: one of their admin teams, or a new personal one. */
function TeamChoice({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
  const { adminTeams, isPending, isError, retry } = useAdminTeams(true);
  if (isPending) return <p className="text-xs text-muted-foreground">Loading your teams…</p>;
  if (isError) {
    return (
      <p role="alert" className="text-xs text-danger">
        Failed to fetch teams.{' '}
        <button type="button" className="underline" onClick={() => void retry()}>
          Retry
        </button>
      </p>
    );
  }
  if (adminTeams.length === 0) return <p className="text-xs text-muted-foreground">You administer no team: a personal team will be created.</p>;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-foreground">
        Join with team
      </label>
      <Select
        id={id}
        value={value || String(adminTeams[0].id)}
        onChange={(e) => onChange(e.target.value)}
        className="h-9"
        options={adminTeams.map((t) => ({ value: String(t.id), label: t.name }))}
      />
    </div>
  );
}

/** One pending invite with Accept / Decline; the buttons name the invite for screen readers. */
export function InviteItem({ pending }: { pending: PendingInvite }) {
  const accept = useInviteDecision('accept');
  const decline = useInviteDecision('decline');
  const choiceId = useId();
  const [teamId, setTeamId] = useState('');
  const chooseTeam = needsTeamChoice(pending);
  const { adminTeams, isPending: teamsPending, isError: teamsFailed } = useAdminTeams(chooseTeam);
  const { name, detail } = describe(pending);
  const busy = accept.isPending || decline.isPending;
  const callable = invitePath(pending) !== null;

  const onAccept = () => {
    const chosen = Number(teamId) || adminTeams[0]?.id;
    void accept.run({ pending, teamId: chooseTeam ? chosen : undefined });
  };

  return (
    <li className="space-y-2 px-4 py-3">
      <div className="min-w-0">
        <p className="truncate text-sm font-medium text-foreground">{name}</p>
        <p className="text-xs text-muted-foreground">
          {detail}
          {pending.invite.created_at ? (
            <>
              {' · '}
              <time dateTime={pending.invite.created_at} title={formatFull(pending.invite.created_at)}>
                {formatWhen(pending.invite.created_at)}
              </time>
            </>
          ) : null}
        </p>
      </div>
      {chooseTeam ? <TeamChoice id={choiceId} value={teamId} onChange={setTeamId} /> : null}
      <div className="flex gap-2">
        <Button
          size="small"
          loading={accept.isPending}
          disabled={busy || !callable || (chooseTeam && (teamsPending || teamsFailed))}
          onClick={onAccept}
          aria-label={`Accept invite to ${name}`}
        >
          Accept
        </Button>
        <Button
          size="small"
          variant="outline"
          loading={decline.isPending}
          disabled={busy || !callable}
          onClick={() => void decline.run({ pending })}
          aria-label={`Decline invite to ${name}`}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
