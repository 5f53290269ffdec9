'use client';

import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { Team } from '@/lib/contract/teams';
import { NEW_TEAM } from '@/lib/teams/owner-team';
import { TEAMS_FALLBACK } from '@/lib/teams/team-queries';
import type { OwnerChoice } from '@/lib/teams/owner-team';

type Props = {
  /** The caller's admin teams (undefined while loading or after a failure). */
  teams: Team[] | undefined;
  pending: boolean;
  owner: OwnerChoice;
  onChoose: (value: string) => void;
  newName: string;
  onNewName: (value: string) => void;
  errors?: string[];
  newNameErrors?: string[];
  onRetry: () => void;
};

/**
 * The owner team of a new company, first in the form so what is needed is said before anything is
 * filled: one of the caller's admin teams, or a new team named here (the only way when they
 * administer none), created just before the company.
 */
export function OwnerTeamField({ teams, pending, owner, onChoose, newName, onNewName, errors, newNameErrors, onRetry }: Props) {
  if (pending) return <Spinner label="Loading your teams" />;
  if (!teams) {
    return (
      <p role="alert" className="text-sm text-danger">
        {TEAMS_FALLBACK}: the owner team cannot be chosen.{' '}
        <button type="button" className="underline" onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  const none = teams.length === 0;
  const nameField = (
    <Field label="New team name" errors={newNameErrors} required hint="You become its admin. Invite the people who should see the company to this team.">
      <Input name="new_team_name" value={newName} maxLength={100} autoComplete="off" onChange={(e) => onNewName(e.target.value)} />
    </Field>
  );
  if (none) {
    return (
      <div className="space-y-3 rounded-card border border-dashed border-border-strong px-4 py-3">
        <p role="note" className="text-sm text-muted-foreground">
          <span className="font-medium text-foreground">A company belongs to a team you administer.</span> You administer none yet, so a team is created with
          the company: name it here.
        </p>
        {nameField}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      <Field
        label="Owner team"
        errors={owner.mode === 'existing' ? errors : undefined}
        required
        hint="Its members can see the company; its admins can change it."
      >
        <Select
          name="team_id"
          value={owner.mode === 'new' ? NEW_TEAM : owner.teamId}
          placeholder="Choose a team"
          options={[...teams.map((t) => ({ value: String(t.id), label: t.name })), { value: NEW_TEAM, label: 'New team…' }]}
          onChange={(e) => onChoose(e.target.value)}
        />
      </Field>
      {owner.mode === 'new' ? nameField : null}
    </div>
  );
}
