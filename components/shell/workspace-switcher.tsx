'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { usePathname } from 'next/navigation';
import { useState } from 'react';
import { effectiveSelection, useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import { HeaderPanel } from './header-panel';
import { PanelSpinner } from './panel-spinner';
import { switcherLabel } from './switcher-label';
import { useMyWorkspaces } from '@/lib/workspaces/use-my-workspaces';
import { ChevronDownIcon } from '@/components/ui/chevron-down-icon';
import { LayersIcon } from '@/components/ui/icons';

const loadPanel = () => import('./workspace-switcher-panel');
// The panel's rows and buttons paint nothing until it opens: they load on pointer or focus on the
// button, at the latest when the panel opens (decision 0014).
const WorkspaceSwitcherPanel = clientOnly(
  () => loadPanel().then((m) => m.WorkspaceSwitcherPanel),
  () => <PanelSpinner label="Loading workspaces" />,
);

/**
 * Header control for the saved selection (`selected_workspaces`) that `/workspace/all` shows: tick
 * workspaces in or out, open one, or open all selected. Only approved workspaces are listed, and
 * stored ids the user can no longer open are ignored (and dropped on the next change). The button
 * names where you are (the workspace, "All selected" with its size, or "All workspaces"), and the
 * panel says what the selection is for.
 */
export function WorkspaceSwitcher() {
  const [open, setOpen] = useState(false);
  const [stored, setStored] = useSelectedWorkspaces();
  const { workspaces, isPending, isError, refetch } = useMyWorkspaces();
  const selected =
    isPending || isError
      ? stored
      : effectiveSelection(
          stored,
          workspaces.map((w) => w.id),
        );
  const close = () => setOpen(false);
  const label = switcherLabel(usePathname(), workspaces, selected.length);

  return (
    <HeaderPanel
      open={open}
      onOpenChange={setOpen}
      align="start"
      title="Workspaces"
      trigger={
        <button
          type="button"
          title="Switch workspace"
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
          className="inline-flex h-9 min-w-0 shrink items-center gap-2 rounded-control border border-border bg-surface px-2.5 text-sm font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <LayersIcon className="size-4 shrink-0 text-muted-foreground" />
          {/* The visible words start the accessible name (WCAG 2.5.3); on phones they are read but not shown. */}
          <span className="sr-only max-w-48 truncate sm:not-sr-only">{label.text}</span>
          {label.count !== null ? (
            <span className="rounded-full bg-muted px-1.5 text-xs font-semibold">
              {label.count}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
          <span className="sr-only">, switch workspace</span>
          <ChevronDownIcon className="size-4 shrink-0 text-muted-foreground" />
        </button>
      }
    >
      <WorkspaceSwitcherPanel
        workspaces={workspaces}
        selected={selected}
        setStored={setStored}
        isPending={isPending}
        isError={isError}
        refetch={refetch}
        currentId={label.currentId}
        close={close}
      />
    </HeaderPanel>
  );
}
