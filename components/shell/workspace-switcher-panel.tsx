'use client';

import { Link } from '@/components/ui/link';
import { useId } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toggleWorkspaceId } from '@/lib/workspaces/selected-workspaces';
import type { Workspace } from '@/lib/contract/workspaces';
import { SELECTION_PURPOSE } from './switcher-label';

function WorkspaceRows({
  workspaces,
  selected,
  currentId,
  onToggle,
  onNavigate,
}: {
  workspaces: Workspace[];
  selected: readonly number[];
  currentId: number | null;
  onToggle: (id: number) => void;
  onNavigate: () => void;
}) {
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
            <Link
              href={`/workspace/${w.id}`}
              onClick={onNavigate}
              aria-current={w.id === currentId ? 'page' : undefined}
              className="shrink-0 rounded-control px-2 py-1 text-sm font-medium text-primary hover:bg-muted"
              aria-label={`Open ${w.name}`}
            >
              Open
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

export type WorkspaceSwitcherPanelProps = {
  workspaces: Workspace[];
  selected: readonly number[];
  setStored: (ids: readonly number[]) => void;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
  currentId: number | null;
  close: () => void;
};

/** The switcher's panel (workspace-switcher.tsx imports it when the panel is wanted; decision 0014). */
export function WorkspaceSwitcherPanel({ workspaces, selected, setStored, isPending, isError, refetch, currentId, close }: WorkspaceSwitcherPanelProps) {
  return (
    <>
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
            <Button size="small" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </div>
        ) : workspaces.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-muted-foreground">
            No workspaces yet.{' '}
            <Link href="/workspaces" onClick={close} className="font-medium text-primary underline">
              See workspaces
            </Link>
          </p>
        ) : (
          <WorkspaceRows
            workspaces={workspaces}
            selected={selected}
            currentId={currentId}
            onToggle={(id) => setStored(toggleWorkspaceId(selected, id))}
            onNavigate={close}
          />
        )}
      </div>
    </>
  );
}
