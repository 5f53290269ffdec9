'use client';

import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import type { Workspace, WorkspaceStatus } from '@/lib/contract/workspaces';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { isWorkspaceStatus, STATUS_OPTIONS } from '@/lib/workspaces/status';
import { StatusBadge } from '../status-badge';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';

type Props = { workspace: Workspace; canEdit: boolean; lockedReason?: string };

/** `POST workspaces/{id}/goals`. */
export function GoalsCard({ workspace: ws, canEdit, lockedReason }: Props) {
  const [goals, setGoals] = useState(ws.goals ?? '');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.workspaceGoalsBody),
    request: (values) => apiFetch(`workspaces/${ws.id}/goals`, { method: 'POST', json: values }),
    errorFallback: 'Workspace goals could not be updated',
    fields: ['goals'],
    success: WORKSPACE_TOAST.goalsUpdated,
    invalidate: [queryKeys.workspaces],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ goals });
  };
  return (
    <Card>
      <CardHeader title="Goals" description={canEdit ? 'What the teams in this workspace are working towards.' : lockedReason} />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Workspace goals">
          <Field label="Goals" hideLabel errors={save.errors.goals}>
            <Textarea name="goals" rows={6} maxLength={5000} value={goals} disabled={!canEdit} onChange={(e) => setGoals(e.target.value)} />
          </Field>
          {canEdit ? (
            <Button type="submit" loading={save.pending} loadingText="Saving…">
              Save goals
            </Button>
          ) : null}
        </form>
      </CardBody>
    </Card>
  );
}

/** `POST workspaces/{id}/status`, with the chosen status shown in its colour. */
export function StatusCard({ workspace: ws, canEdit, lockedReason }: Props) {
  const [status, setStatus] = useState<WorkspaceStatus>(isWorkspaceStatus(ws.status) ? ws.status : 'active');
  const save = useFormMutation({
    schema: () => import('@/lib/contract/workspaces').then((m) => m.workspaceStatusBody),
    request: (values) => apiFetch(`workspaces/${ws.id}/status`, { method: 'POST', json: values }),
    errorFallback: 'Workspace status could not be updated',
    fields: ['status'],
    success: WORKSPACE_TOAST.statusUpdated,
    invalidate: [queryKeys.workspaces],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void save.submit({ status });
  };
  return (
    <Card>
      <CardHeader title="Status" description={canEdit ? undefined : lockedReason} actions={<StatusBadge status={ws.status} color={ws.status_color} />} />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Workspace status">
          <Field label="New status" errors={save.errors.status}>
            <Select name="status" value={status} options={STATUS_OPTIONS} disabled={!canEdit} onChange={(e) => setStatus(e.target.value as WorkspaceStatus)} />
          </Field>
          {canEdit ? (
            <div className="flex flex-wrap items-center gap-3">
              <Button type="submit" loading={save.pending} loadingText="Saving…" disabled={status === ws.status}>
                Save status
              </Button>
              {status !== ws.status ? (
                <span className="text-sm text-muted-foreground">
                  Will show as <StatusBadge status={status} />
                </span>
              ) : null}
            </div>
          ) : null}
        </form>
      </CardBody>
    </Card>
  );
}
