'use client';

import { Dialog } from '@/components/ui/dialog';
import type { NamedRef } from '@/lib/contract/content-common';
import type { Insight } from '@/lib/contract/insights';
import { emptyInsightValues } from '@/lib/insights/insight-form-values';
import { InsightForm } from './insight-form';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentWorkspaceId: number | null;
  workspaces: readonly NamedRef[];
  defaultWorkspaceIds: readonly number[];
  /** Pending resources checked when the dialog opens (`?preselectedResources=`). */
  preselected: readonly number[];
  onCreated?: (insight: Insight) => void;
};

/** "New insight". The form mounts on open, so each opening starts from the defaults and the preselection. */
export function NewInsightDialog({ open, onOpenChange, currentWorkspaceId, workspaces, defaultWorkspaceIds, preselected, onCreated }: Props) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="New insight"
      description="Share what you learned, with its document and supporting resources."
      size="lg"
    >
      {open ? (
        <InsightForm
          initial={emptyInsightValues(defaultWorkspaceIds, preselected)}
          currentWorkspaceId={currentWorkspaceId}
          workspaces={workspaces}
          onCancel={() => onOpenChange(false)}
          onDone={(insight) => {
            onOpenChange(false);
            onCreated?.(insight);
          }}
        />
      ) : null}
    </Dialog>
  );
}
