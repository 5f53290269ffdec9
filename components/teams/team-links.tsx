'use client';

import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { CardReadState } from '@/components/ui/card-read-state';
import type { CardReadStateProps } from '@/components/ui/card-read-state';
import { BuildingIcon, LayersIcon } from '@/components/ui/icons';
import { ApprovalBadge, StatusBadge } from '@/components/workspaces/status-badge';
import { queryKeys } from '@/lib/api/query-keys';
import { fetchAll } from '@/lib/companies/queries';
import { MSG } from '@/lib/companies/messages';
import { api, companyHref } from '@/lib/companies/paths';
import type { Company } from '@/lib/contract/companies';
import type { Team } from '@/lib/contract/teams';
import { companiesOfTeam, workspacesOfTeam } from '@/lib/teams/team-links';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';

function LinkedCard({
  title,
  description,
  pending,
  failed,
  empty,
  action,
  children,
}: {
  title: string;
  description: string;
  pending: boolean;
  failed: string | null;
  empty: CardReadStateProps['empty'];
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={action} />
      <CardReadState title={title} pending={pending} failed={failed} empty={empty} />
      {children}
    </Card>
  );
}

const row = 'flex flex-wrap items-center justify-between gap-2 px-4 py-3 sm:px-6';

/** The companies this team belongs to (from the caller's companies: the team's members see them all). */
export function TeamCompanies({ team }: { team: Team }) {
  const query = useQuery({ queryKey: [...queryKeys.companies, 'all-by-name'], queryFn: () => fetchAll<Company>(api.companies, MSG.companiesFetchError) });
  const companies = query.data ? companiesOfTeam(query.data, team.id) : [];
  const action =
    team.role === 'admin' ? (
      <Link href="/companies/new" className="text-sm font-medium text-primary hover:underline">
        New company
      </Link>
    ) : null;
  return (
    <LinkedCard
      title="Companies"
      description="Members of this team see these companies; its admins can change them."
      pending={query.isPending}
      failed={query.isError ? MSG.companiesFetchError : null}
      empty={query.data && companies.length === 0 ? { icon: BuildingIcon, title: 'This team has no company yet' } : null}
      action={action}
    >
      {companies.length > 0 ? (
        <ul aria-label="Companies of this team" className="divide-y divide-border">
          {companies.map((c) => (
            <li key={c.id} className={row}>
              <Link href={companyHref(c.id)} className="min-w-0 truncate text-sm font-medium text-foreground hover:underline">
                {c.name}
              </Link>
              {c.industry ? <span className="text-xs text-muted-foreground">{c.industry}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </LinkedCard>
  );
}

/** The workspaces this team owns or works in, requests included (a pending one cannot be opened yet). */
export function TeamWorkspaces({ team }: { team: Team }) {
  const query = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const workspaces = query.data ? workspacesOfTeam(query.data, team.id) : [];
  const action =
    team.role === 'admin' ? (
      <Link href="/workspaces" className="text-sm font-medium text-primary hover:underline">
        Request a workspace
      </Link>
    ) : null;
  return (
    <LinkedCard
      title="Workspaces"
      description="Where this team's members share files, insights, meetings and tasks."
      pending={query.isPending}
      failed={query.isError ? 'Failed to fetch all workspaces' : null}
      empty={query.data && workspaces.length === 0 ? { icon: LayersIcon, title: 'This team is in no workspace yet' } : null}
      action={action}
    >
      {workspaces.length > 0 ? (
        <ul aria-label="Workspaces of this team" className="divide-y divide-border">
          {workspaces.map((w) => (
            <li key={w.id} className={row}>
              {w.approval_status === 'approved' ? (
                <Link href={`/workspace/${w.id}`} className="min-w-0 truncate text-sm font-medium text-foreground hover:underline">
                  {w.name}
                </Link>
              ) : (
                <span className="min-w-0 truncate text-sm font-medium text-foreground">{w.name}</span>
              )}
              <span className="flex items-center gap-2">
                {w.owner_team_id === team.id ? <span className="text-xs text-muted-foreground">Owner</span> : null}
                {w.approval_status === 'approved' ? <StatusBadge status={w.status} color={w.status_color} /> : <ApprovalBadge approval={w.approval_status} />}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </LinkedCard>
  );
}
