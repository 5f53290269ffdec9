'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { TEAM_ROLES } from '@/lib/contract/values';
import type { findTeamQuery, TeamRole } from '@/lib/contract/teams';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { describeInviteLookup, inviteLookupText } from '@/lib/teams/invite-lookup';
import { findByEmail } from '@/lib/teams/team-queries';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { OtherUsersSelect } from './other-users-select';
import { TEAM_TOAST } from '@/lib/toasts/messages';
import { DialogFooter } from '@/components/ui/dialog-footer';

const ROLE_OPTIONS = TEAM_ROLES.map((r) => ({ value: r, label: r === 'admin' ? 'Admin' : 'Member' }));

/** Invite by email with a role (`POST teams/{id}/invite`); `teams/find` says whether they have an account. */
export function InviteMemberDialog({ teamId, open, onOpenChange }: { teamId: number; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Invite a member"
      description="They receive an email, and a notification if they already have an account."
    >
      {open ? <InviteForm teamId={teamId} onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function InviteForm({ teamId, onDone }: { teamId: number; onDone: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('member');
  const typed = useDebouncedValue(email.trim().toLowerCase(), 500);
  // The contract's email check, imported when the form opens: zod stays out of the screen's first load (decision 0014).
  const [findQuery, setFindQuery] = useState<typeof findTeamQuery | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/lib/contract/teams').then((m) => live && setFindQuery(() => m.findTeamQuery));
    return () => {
      live = false;
    };
  }, []);
  const valid = findQuery?.safeParse({ email: typed }).success ?? false;
  const lookup = useQuery({
    queryKey: [...queryKeys.teams, 'find', typed],
    queryFn: () => findByEmail(typed),
    enabled: valid,
    retry: false,
    staleTime: 10_000,
  });
  const hint = valid && lookup.data ? describeInviteLookup(lookup.data, teamId) : null;

  const invite = useFormMutation({
    schema: () => import('@/lib/contract/teams').then((m) => m.teamInviteBody),
    request: (values) => apiFetch(`teams/${teamId}/invite`, { method: 'POST', json: values }),
    errorFallback: 'Could not invite the user',
    fields: ['email', 'role'],
    success: TEAM_TOAST.inviteSent,
    invalidate: [queryKeys.team(teamId)],
    onSuccess: onDone,
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    void invite.submit({ email, role });
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4 pb-2" aria-label="Invite a member">
      <OtherUsersSelect onPick={setEmail} />
      <div className="space-y-1.5">
        <Field label="Email" errors={invite.errors.email} required>
          <Input type="email" name="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} data-autofocus />
        </Field>
        <p role="status" className={hint?.kind === 'taken' ? 'text-sm text-amber-800 dark:text-amber-300' : 'text-sm text-muted-foreground'}>
          {hint && typed === email.trim().toLowerCase() ? inviteLookupText(hint) : ''}
        </p>
      </div>
      <Field label="Role" errors={invite.errors.role} required>
        <Select name="role" value={role} options={ROLE_OPTIONS} onChange={(e) => setRole(e.target.value as TeamRole)} />
      </Field>
      <DialogFooter onCancel={onDone} pending={invite.pending} pendingLabel="Sending…" submitLabel="Send invite" />
    </form>
  );
}
