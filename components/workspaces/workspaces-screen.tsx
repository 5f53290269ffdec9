'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { YourTeams } from '@/components/teams/your-teams';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { WorkspaceRequests } from './workspace-requests';
import { WorkspacesList } from './workspaces-list';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const RequestWorkspaceDialog = clientOnly(() => import('./request-workspace-dialog').then((m) => m.RequestWorkspaceDialog));

/** `/workspaces`: the list, the caller's pending requests, "Request a workspace", and "Your teams" on the side. */
export function WorkspacesScreen({ userId }: { userId: number }) {
  const [requesting, setRequesting] = useState(false);
  const open = () => setRequesting(true);
  return (
    <>
      <PageHeader
        title="Workspaces"
        description="Where your teams work together on retailers, brands and products."
        actions={<Button onClick={open}>Request a workspace</Button>}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <WorkspaceRequests userId={userId} />
          <WorkspacesList onRequest={open} />
        </div>
        <aside aria-label="Your teams" className="min-w-0">
          <YourTeams />
        </aside>
      </div>
      <RequestWorkspaceDialog open={requesting} onOpenChange={setRequesting} />
    </>
  );
}
