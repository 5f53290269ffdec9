'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import type { FormEvent } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { RoleBadge } from '@/components/workspaces/status-badge';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import type { Company } from '@/lib/contract/companies';
import { MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { adminTeamsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { teamHref } from '@/lib/teams/team-paths';

type CompanyTeam = Company['teams'][number];

/**
 * The teams a company belongs to: their members see it, their admins change it. Admins add one of
 * their admin teams (`POST companies/{id}/team`) or remove a team (`DELETE …/team/{teamId}`, asked
 * first; the last team stays).
 */
export function CompanyTeamsCard({ company }: { company: Company }) {
  const [removing, setRemoving] = useState<CompanyTeam | null>(null);
  const refresh: QueryKey[] = [queryKeys.companies, queryKeys.teams];
  const remove = useApiMutation<unknown, number>({
    request: (teamId) => apiFetch(`${api.company(company.id)}/team/${teamId}`, { method: 'DELETE' }),
    errorFallback: MSG.teamRemoveError,
    success: { title: MSG.teamRemoved },
    invalidate: refresh,
  });
  const last = company.teams.length <= 1;

  return (
    <Card>
      <CardHeader title="Teams" description="Members of these teams see the company; their admins can change it." />
      <ul aria-label="Teams of the company" className="divide-y divide-border">
        {company.teams.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1 basis-40">
              {t.role ? (
                <Link href={teamHref(t)} className="truncate text-sm font-medium text-foreground hover:underline">
                  {t.name}
                </Link>
              ) : (
                <span className="truncate text-sm font-medium">{t.name}</span>
              )}
            </div>
            {t.role ? <RoleBadge role={t.role} /> : <span className="text-xs text-muted-foreground">Not your team</span>}
            {company.can_edit ? (
              <Button
                size="small"
                variant="outline"
                disabled={last}
                title={last ? 'A company keeps at least one team.' : undefined}
                onClick={() => setRemoving(t)}
                aria-label={`Remove ${t.name} from ${company.name}`}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {company.can_edit ? <AddTeamForm company={company} refresh={refresh} /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={`Remove ${removing?.name ?? 'this team'} from ${company.name}?`}
        text="Its members lose access to the company, unless another of their teams belongs to it."
        confirmLabel="Remove team"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </Card>
  );
}

function AddTeamForm({ company, refresh }: { company: Company; refresh: QueryKey[] }) {
  const [choice, setChoice] = useState('');
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  const attached = new Set(company.teams.map((t) => t.id));
  const options = adminTeamsOf(teams.data ?? []).filter((t) => !attached.has(t.id));
  const add = useFormMutation({
    schema: () => import('@/lib/contract/companies').then((m) => m.companyTeamBody),
    request: (values) => apiFetch<Company>(`${api.company(company.id)}/team`, { method: 'POST', json: values }),
    errorFallback: MSG.teamAddError,
    fields: ['team_id'],
    success: { title: MSG.teamAdded },
    invalidate: refresh,
    onSuccess: () => setChoice(''),
  });
  if (teams.isPending || options.length === 0) return null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void add.submit({ team_id: choice });
  };
  return (
    <CardBody className="border-t border-border">
      <form onSubmit={submit} noValidate aria-label="Add a team" className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <Field label="Add one of your teams" errors={add.errors.team_id} className="flex-1">
          <Select
            name="team_id"
            value={choice}
            placeholder="Choose a team"
            options={options.map((t) => ({ value: String(t.id), label: t.name }))}
            onChange={(e) => setChoice(e.target.value)}
          />
        </Field>
        <Button type="submit" variant="outline" loading={add.pending} loadingText="Adding…">
          Add team
        </Button>
      </form>
    </CardBody>
  );
}
