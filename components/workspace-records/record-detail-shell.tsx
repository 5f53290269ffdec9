'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button, ButtonLink } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { LazyFollowButton } from '@/components/follows/lazy-follow-button';
import { Spinner } from '@/components/ui/spinner';
import { KINDS } from '@/lib/workspace-records/kinds';
import type { RecordKind, RecordOfKind } from '@/lib/workspace-records/kinds';
import type { FollowKind } from '@/lib/contract/follows';
import { recordMessages } from '@/lib/workspace-records/messages';
import { recordsHref } from '@/lib/workspace-records/paths';
import { useCanRemove } from '@/lib/workspace-records/use-can-remove';
import { isMissingRecord, useRemoveRecord, useWorkspaceRecord } from '@/lib/workspace-records/use-record';

const FOLLOW_KIND = { retailers: 'workspace_retailer', brands: 'workspace_brand', products: 'workspace_product' } as const satisfies Record<
  RecordKind,
  FollowKind
>;

type Props<K extends RecordKind> = {
  kind: K;
  workspaceId: number;
  recordId: number;
  /** The signed-in user (from the server page): who added the record may remove it. */
  userId: number | null;
  /** Under the name: the company and a few facts. */
  subtitle: (record: RecordOfKind[K]) => ReactNode;
  children: (record: RecordOfKind[K]) => ReactNode;
};

/**
 * The frame of a workspace retailer, brand or product screen: loading, "not found" (another
 * workspace's record, or one removed since), the header with Follow and "Remove from workspace" (for who may;
 * asks first; the company's record stays), then the screen's own body.
 */
export function RecordDetailShell<K extends RecordKind>({ kind, workspaceId, recordId, userId, subtitle, children }: Props<K>) {
  const words = KINDS[kind];
  const { data: record, isPending, error, refetch } = useWorkspaceRecord(kind, workspaceId, recordId);
  const remove = useRemoveRecord(kind, workspaceId, recordId);
  const [removing, setRemoving] = useState(false);
  const canRemove = useCanRemove(workspaceId, record?.created_by?.id ?? null, userId);
  const back = { href: recordsHref(workspaceId, kind), label: words.Many };

  if (!record) {
    if (isPending) return <Spinner label={`Loading ${words.one}`} />;
    const missing = isMissingRecord(error);
    return (
      <DetailUnavailable
        back={back}
        title={missing ? `${words.One} not found` : words.One}
        missing={
          missing
            ? {
                title: `This ${words.one} is not in this workspace`,
                description: 'It may have been removed, or the link points to another workspace.',
                action: <ButtonLink href={recordsHref(workspaceId, kind)}>See the workspace’s {words.many}</ButtonLink>,
              }
            : null
        }
        failure={`${recordMessages(kind).fetchOne}.`}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailHeader
        back={back}
        title={record.name}
        avatar={{ image: record.image }}
        description={subtitle(record)}
        actions={
          <>
            <LazyFollowButton kind={FOLLOW_KIND[kind]} id={recordId} size="base" />
            {canRemove ? (
              <Button variant="outline" onClick={() => setRemoving(true)}>
                Remove from workspace
              </Button>
            ) : null}
          </>
        }
      />
      {children(record)}
      <div className="mt-6">
        <LazyActivityFeed path={`workspaces/${workspaceId}/activity`} filters={{ subject_type: `workspace-${kind}`, subject_id: recordId }} title="History" />
      </div>
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title={`Remove ${record.name} from this workspace?`}
        text={`Its notes in this workspace will be deleted. The ${words.one} stays in ${record.company_name}, and can be added again.`}
        confirmLabel="Remove"
        pendingLabel="Removing…"
        onConfirm={() => remove.run()}
      />
    </>
  );
}
