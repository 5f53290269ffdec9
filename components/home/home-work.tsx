'use client';

import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';
import { WorkspaceContentSummary } from '@/components/workspace-records/home-summary';
import { effectiveSelection, useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * Home once there is work: the workspace home's summary (counts, upcoming meetings, my open tasks,
 * newest files and insights) over the workspaces chosen in the switcher, or all approved ones when
 * none are chosen. One workspace links to its own screens; several to "All selected".
 */
export function HomeWork() {
  const { workspaces } = useMyWorkspaces();
  const [stored] = useSelectedWorkspaces();
  // The selection lives in this browser's storage: read it only once hydrated, so server and client agree.
  const hydrated = useHydrated();
  const approved = workspaces.map((w) => w.id);
  const selected = hydrated ? effectiveSelection(stored, approved) : [];
  const scope = selected.length > 0 ? selected : approved;
  if (scope.length === 0) return null;
  const names = workspaces.filter((w) => scope.includes(w.id)).map((w) => w.name);
  const about =
    scope.length === 1
      ? `In ${names[0]}.`
      : selected.length > 0
        ? `In the ${scope.length} workspaces chosen in the workspace switcher.`
        : `In all ${scope.length} of your workspaces. Choose some in the workspace switcher to narrow this down.`;
  return (
    <section aria-label="Your work" className="space-y-3">
      <p className="text-sm text-muted-foreground">{about}</p>
      <WorkspaceContentSummary workspaceId={scope.length === 1 ? String(scope[0]) : 'all'} scope={scope} canCreate={false} />
    </section>
  );
}
