'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { useId, useState } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { effectiveSelection, toggleWorkspaceId, useSelectedWorkspaces } from '@/lib/workspaces/selected-workspaces';
import type { Workspace } from '@/lib/contract/workspaces';
import { HeaderPanel } from './header-panel';
import { SELECTION_PURPOSE, switcherLabel } from './switcher-label';
import { useMyWorkspaces } from './use-my-workspaces';

function WorkspaceRows({ workspaces, selected, currentId, onToggle, onNavigate }: { workspaces: Workspace[]; selected: readonly number[]; currentId: number | null; onToggle: (id: number) => void; onNavigate: () => void }) {
  const base = useId();
  return (
    <ul className="divide-y divide-border">
      {workspaces.map((w) => {
        const boxId = `${base}-ws-${w.id}`;
        return (
          <li key={w.id} className="flex items-center gap-3 px-4 py-2">
            <input id={boxId} type="checkbox" checked={selected.includes(w.id)} onChange={() => onToggle(w.id)} className="size-4 shrink-0 accent-primary" />
            <label htmlFor={boxId} className="min-w-0 flex-1 cursor-pointer truncate text-sm text-foreground">
              {w.name}
              {w.id === currentId ? <span className="ml-2 text-xs font-medium text-muted-foreground">(current)</span> : null}
            </label>
            <Link href={`/workspace/${w.id}`} onClick={onNavigate} aria-current={w.id === currentId ? 'page' : undefined} className="shrink-0 rounded-control px-2 py-1 text-sm font-medium text-primary hover:bg-muted" aria-label={`Open ${w.name}`}>
              Open
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

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
  const selected = isPending || isError ? stored : effectiveSelection(stored, workspaces.map((w) => w.id));
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
          className="inline-flex h-9 min-w-0 shrink items-center gap-2 rounded-control border border-border bg-surface px-2.5 text-sm font-medium text-foreground outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
            <path d="m12 3 9 5-9 5-9-5 9-5Z" />
            <path d="m3 13 9 5 9-5" />
          </svg>
          {/* The visible words start the accessible name (WCAG 2.5.3); on phones they are read but not shown. */}
          <span className="sr-only max-w-48 truncate sm:not-sr-only">{label.text}</span>
          {label.count !== null ? (
            <span className="rounded-full bg-muted px-1.5 text-xs font-semibold">
              {label.count}
              <span className="sr-only"> selected</span>
            </span>
          ) : null}
          <span className="sr-only">, switch workspace</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0 text-muted-foreground">
            <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06Z" clipRule="evenodd" />
          </svg>
        </button>
      }
    >
      <p className="px-4 pt-3 text-sm text-muted-foreground">{SELECTION_PURPOSE}</p>
      <div className="flex flex-wrap items-center gap-2 px-4 py-3">
        <ButtonLink href="/workspace/all" size="small" onClick={close}>
          All selected ({selected.length})
        </ButtonLink>
        <div className="flex-1" />
        <Button size="small" variant="outline" disabled={workspaces.length === 0} onClick={() => setStored(workspaces.map((w) => w.id))}>
          Select all
        </Button>
        <Button size="small" variant="outline" disabled={selected.length === 0} onClick={() => setStored([])}>
          Clear
        </Button>
      </div>
      <div className="border-t border-border" role="group" aria-label="Saved selection">
        {isPending ? (
          <div className="flex justify-center p-6">
            <Spinner label="Loading workspaces" />
          </div>
        ) : isError ? (
          <div className="space-y-2 px-4 py-6 text-center text-sm">
            <p className="text-danger">Failed to fetch all workspaces.</p>
            <Button size="small" variant="outline" onClick={() => void refetch()}>Try again</Button>
          </div>
        ) : workspaces.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">
            No workspaces yet.{' '}
            <Link href="/workspaces" onClick={close} className="font-medium text-primary underline">See workspaces</Link>
          </p>
        ) : (
          <WorkspaceRows workspaces={workspaces} selected={selected} currentId={label.currentId} onToggle={(id) => setStored(toggleWorkspaceId(selected, id))} onNavigate={close} />
        )}
      </div>
    </HeaderPanel>
  );
}
