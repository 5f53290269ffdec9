'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MoreActions } from '@/components/ui/more-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { toastDeletedWithUndo } from '@/lib/trash/restore-deleted';
import { insightApi } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';

/**
 * Delete with confirmation. The detail closes first and its cached copy is dropped, so the refresh
 * of the lists does not show this user "This insight was deleted." for their own delete.
 */
export function DeleteInsightButton({ insightId, name, onDeleted }: { insightId: number; name: string; onDeleted: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const remove = useApiMutation({
    request: () => apiFetch(insightApi(insightId), { method: 'DELETE', fallback: INSIGHT_MSG.delete }),
    errorFallback: INSIGHT_MSG.delete,
    success: () => null,
    onSuccess: async () => {
      // In the trash with what went with it (decision 0027): the toast can bring it back.
      toastDeletedWithUndo({ title: INSIGHT_MSG.deleted, subject: { type: 'insights', id: insightId }, queryClient });
      setConfirming(false);
      onDeleted();
      queryClient.removeQueries({ queryKey: queryKeys.insight(insightId) });
      await Promise.all(
        [queryKeys.insights, queryKeys.workspaceRecords('retailers'), ['workspace-dates']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
  return (
    <>
      <MoreActions actions={[{ label: 'Delete insight…', danger: true, onSelect: () => setConfirming(true) }]} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete insight?"
        text={`“${name}” will be deleted with its document and discussions. You can restore it from “Recently deleted” on your profile.`}
        onConfirm={() => remove.run()}
        pendingLabel="Deleting…"
      />
    </>
  );
}
