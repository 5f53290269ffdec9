'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Workspace } from '@/lib/contract/workspaces';
import { transferCandidates } from '@/lib/workspaces/workspace-lists';
import { workspaceDeleteText } from '@/lib/workspaces/delete-text';
import { useStatCount } from '@/lib/workspace-records/use-home-content';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';

/** Owner-team admins only: transfer ownership (`POST workspaces/{id}/transfer`) and delete the workspace. */
export function DangerZone({ workspace: ws, approved }: { workspace: Workspace; approved: boolean }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const candidates = transferCandidates(ws);
  const [target, setTarget] = useState('');
  const [confirm, setConfirm] = useState<'transfer' | 'delete' | null>(null);
  // What a delete takes, counted when the confirmation opens (the records that belong to it alone).
  const counting = confirm === 'delete';
  const retailers = useStatCount('retailers', [ws.id], counting);
  const brands = useStatCount('brands', [ws.id], counting);
  const products = useStatCount('products', [ws.id], counting);
  const counted = [retailers.data, brands.data, products.data];
  const chosen = candidates.find((t) => String(t.id) === target) ?? null;

  const transfer = useApiMutation<unknown, number>({
    // The contract's schema is imported when used: zod stays out of the first load (decision 0014).
    request: async (teamId) =>
      apiFetch(`workspaces/${ws.id}/transfer`, {
        method: 'POST',
        json: (await import('@/lib/contract/workspaces')).workspaceTeamBody.parse({ team_id: teamId }),
      }),
    errorFallback: 'Failed to transfer workspace ownership',
    success: WORKSPACE_TOAST.ownershipTransferred,
    invalidate: [queryKeys.workspaces],
    onSuccess: () => setTarget(''),
  });
  const remove = useApiMutation({
    request: () => apiFetch(`workspaces/${ws.id}`, { method: 'DELETE' }),
    errorFallback: 'Workspace could not be deleted',
    success: WORKSPACE_TOAST.deleted,
    onSuccess: () => {
      // Mark lists stale without refetching the deleted workspace under our feet, then leave its screens.
      for (const queryKey of [queryKeys.workspaces, queryKeys.overview]) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      router.push('/workspaces');
    },
  });

  return (
    <Card className="border-danger/40">
      <CardHeader title="Ownership and deletion" />
      <CardBody className="space-y-6">
        {approved ? (
          <div className="space-y-3">
            <p className="text-sm text-muted-foreground">The owner team’s admins administer the workspace. Ownership can go to another attached team.</p>
            {candidates.length === 0 ? (
              <p className="text-sm">Attach another team first to hand the workspace over to it.</p>
            ) : (
              <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <Field label="New owner team" className="sm:w-72">
                  <Select
                    value={target}
                    placeholder="Choose a team"
                    options={candidates.map((t) => ({ value: String(t.id), label: t.name }))}
                    onChange={(e) => setTarget(e.target.value)}
                  />
                </Field>
                <Button variant="outlineDark" disabled={!chosen} onClick={() => setConfirm('transfer')}>
                  Transfer ownership
                </Button>
              </div>
            )}
          </div>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-muted-foreground">
            {approved ? 'Deleting removes the workspace for every team in it.' : 'Withdraw this request by deleting it.'}
          </p>
          <Button variant="danger" onClick={() => setConfirm('delete')}>
            Delete workspace
          </Button>
        </div>
      </CardBody>
      <ConfirmDialog
        open={confirm === 'transfer'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Transfer ${ws.name} to ${chosen?.name ?? 'this team'}?`}
        text="Its admins become the workspace’s administrators. Your team stays attached but can no longer transfer or delete it."
        confirmLabel="Transfer ownership"
        variant="primary"
        onConfirm={() => (chosen ? transfer.run(chosen.id) : false)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        onOpenChange={(o) => !o && setConfirm(null)}
        title={`Delete ${ws.name}?`}
        text={`${workspaceDeleteText(counted)} You can restore it whole from “Recently deleted” on your profile.`}
        confirmLabel="Delete workspace"
        onConfirm={() => remove.run()}
      />
    </Card>
  );
}
