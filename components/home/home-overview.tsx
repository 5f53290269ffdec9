'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { Card, CardBody } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { homeLayout } from '@/lib/home/getting-started';
import { useSetup } from '@/lib/home/use-setup';
import { GettingStarted } from './getting-started';
import type { SetupDialog } from './getting-started';
import { HomeWork } from './home-work';
import { OverviewTiles } from './overview-tiles';
import { RetryAlert } from '@/components/ui/retry-alert';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const TeamFormDialog = clientOnly(() => import('@/components/teams/team-form-dialog').then((m) => m.TeamFormDialog));
const RequestWorkspaceDialog = clientOnly(() => import('@/components/workspaces/request-workspace-dialog').then((m) => m.RequestWorkspaceDialog));

/**
 * The home screen: a getting-started checklist read from real data (team → company → workspace
 * request → invite) until there is work; then the work (upcoming meetings, my tasks, newest files
 * and insights) with any steps left as a reminder. The overview counts stay in between. Queries are
 * shared with the rest of the app, so mutations and live events keep every step current.
 */
export function HomeOverview({ needsBusinessData }: { needsBusinessData: boolean }) {
  const { setup, overview, invited, isError, retry } = useSetup();
  const [dialog, setDialog] = useState<SetupDialog | null>(null);
  const layout = setup ? homeLayout(setup) : null;
  const close = (open: boolean) => (open ? null : setDialog(null));

  return (
    <div className="space-y-6">
      {isError ? <RetryAlert message="Error getting user overview" onRetry={retry} /> : null}
      {!setup && !isError ? <Spinner label="Loading overview" /> : null}
      {setup && layout === 'checklist' ? <GettingStarted setup={setup} onOpen={setDialog} /> : null}
      {layout === 'waiting' ? (
        <Card>
          <CardBody className="text-sm">
            <p className="font-medium text-foreground">You are all set up.</p>
            <p className="text-muted-foreground">
              Your workspace request is waiting for approval. Once it opens, its meetings, tasks, files and insights show here.
            </p>
          </CardBody>
        </Card>
      ) : null}
      {overview ? <OverviewTiles data={overview} /> : null}
      {layout === 'work' || layout === 'work-and-reminder' ? <HomeWork /> : null}
      {setup && layout === 'work-and-reminder' ? <GettingStarted setup={setup} reminder onOpen={setDialog} /> : null}
      {needsBusinessData && !invited && setup ? (
        <Card>
          <CardBody className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm">Optional: add your business details so the people you invite recognise you.</p>
            <Link className="text-sm font-medium text-primary hover:underline" href="/profile#business">
              Complete your profile
            </Link>
          </CardBody>
        </Card>
      ) : null}
      <TeamFormDialog open={dialog === 'team'} onOpenChange={close} />
      <RequestWorkspaceDialog open={dialog === 'workspace'} onOpenChange={close} />
    </div>
  );
}
