'use client';

import Link from 'next/link';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { Team } from '@/lib/contract/teams';
import { companyTeamsHref } from '@/lib/teams/team-paths';

type Props = { teams: Team[] | undefined; pending: boolean; value: string; onChange: (value: string) => void; errors?: string[] };

/** The owner team of a new company: one of the caller's admin teams, or a pointer to create one. */
export function OwnerTeamField({ teams, pending, value, onChange, errors }: Props) {
  if (pending) return <Spinner label="Loading your teams" />;
  if (!teams || teams.length === 0) {
    return (
      <div role="note" className="space-y-1 rounded-card border border-dashed border-border-strong px-4 py-3 text-sm">
        <p className="font-medium text-foreground">Owner team</p>
        <p className="text-muted-foreground">
          A company belongs to a team you administer, and you administer none yet.{' '}
          <Link href={companyTeamsHref(null)} className="font-medium text-primary underline">
            Create a team
          </Link>{' '}
          first, then come back.
        </p>
        {errors?.length ? <p className="text-danger">{errors.join(' ')}</p> : null}
      </div>
    );
  }
  return (
    <Field label="Owner team" errors={errors} required hint="Its members can see the company; its admins can change it.">
      <Select name="team_id" value={value} placeholder="Choose a team" options={teams.map((t) => ({ value: String(t.id), label: t.name }))} onChange={(e) => onChange(e.target.value)} />
    </Field>
  );
}
