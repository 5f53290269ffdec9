'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { queryKeys } from '@/lib/api/query-keys';
import { TEAMS_HREF } from '@/lib/teams/team-paths';
import { fetchMyTeams, TEAMS_FALLBACK } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { TeamRow } from './team-row';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const TeamFormDialog = clientOnly(() => import('./team-form-dialog').then((m) => m.TeamFormDialog));

const SHOWN = 8;

/**
 * "Your teams" beside the workspaces list: every team of the caller whatever its company, with
 * "New team": a workspace needs an owner team.
 */
export function YourTeams() {
  const [creating, setCreating] = useState(false);
  const { data, isPending, isError, error } = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  useErrorToast(error, TEAMS_FALLBACK);
  return (
    <Card>
      <CardHeader
        as="h2"
        title="Your teams"
        actions={
          <Button size="small" variant="outline" onClick={() => setCreating(true)}>
            New team
          </Button>
        }
      />
      {isPending ? (
        <div className="p-4">
          <Spinner label="Loading teams" />
        </div>
      ) : null}
      {isError ? (
        <p role="alert" className="p-4 text-sm text-danger">
          {TEAMS_FALLBACK}.
        </p>
      ) : null}
      {data && data.length === 0 ? <p className="p-4 text-sm text-muted-foreground">You are not in a team yet. Create one, or accept an invite.</p> : null}
      {data && data.length > 0 ? (
        <>
          <ul aria-label="Your teams" className="divide-y divide-border">
            {data.slice(0, SHOWN).map((team) => (
              <TeamRow key={team.id} team={team} compact />
            ))}
          </ul>
          <div className="border-t border-border px-4 py-3 text-sm">
            <Link href={TEAMS_HREF} className="font-medium text-primary hover:underline">
              {data.length > SHOWN ? `See all ${data.length} teams` : 'Open the teams list'}
            </Link>
          </div>
        </>
      ) : null}
      <TeamFormDialog open={creating} onOpenChange={setCreating} />
    </Card>
  );
}
