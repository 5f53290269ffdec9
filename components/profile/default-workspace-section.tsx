'use client';

import { useQuery } from '@tanstack/react-query';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Workspace } from '@/lib/contract/workspaces';
import { profileKeys } from './profile-query-keys';
import { SectionError } from './section-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

type DefaultWorkspace = { workspace_id: number | null };

/** The workspace opened by default: a select of the approved workspaces (`GET`/`POST user/default-workspace`). */
export function DefaultWorkspaceSection() {
  const current = useQuery({
    queryKey: profileKeys.defaultWorkspace,
    queryFn: () => apiData<DefaultWorkspace>('user/default-workspace', { fallback: 'Error getting default workspace' }),
  });
  const workspaces = useQuery({
    queryKey: queryKeys.workspacesAll,
    queryFn: () => apiData<Workspace[]>('workspaces/all', { fallback: 'Failed to fetch all workspaces' }),
  });
  useErrorToast(current.error, 'Error getting default workspace');
  useErrorToast(workspaces.error, 'Failed to fetch all workspaces');

  const save = useApiMutation<DefaultWorkspace, number | null>({
    request: (id) =>
      apiFetch<DefaultWorkspace>('user/default-workspace', { method: 'POST', json: { workspace_id: id }, fallback: 'Error setting default workspace' }),
    errorFallback: 'Error setting default workspace',
    success: ACCOUNT_TOAST.defaultWorkspaceSet,
    invalidate: [profileKeys.defaultWorkspace],
  });

  const approved = (workspaces.data ?? []).filter((w) => w.approval_status === 'approved');
  const selected = save.isPending ? save.variables : current.data?.workspace_id;

  let body;
  if (current.isPending || workspaces.isPending) body = <Spinner label="Loading workspaces" />;
  else if (current.isError) body = <SectionError text="Error getting default workspace" onRetry={() => current.refetch()} />;
  else if (workspaces.isError) body = <SectionError text="Failed to fetch all workspaces" onRetry={() => workspaces.refetch()} />;
  else {
    body = (
      <Field label="Workspace" hint={approved.length === 0 ? 'You have no approved workspace yet.' : 'Opened when you sign in.'} className="max-w-md">
        <Select
          value={selected == null ? '' : String(selected)}
          disabled={save.isPending || approved.length === 0}
          aria-busy={save.isPending || undefined}
          placeholder="No default workspace"
          options={approved.map((w) => ({ value: String(w.id), label: w.name }))}
          onChange={(e) => void save.run(e.target.value === '' ? null : Number(e.target.value))}
        />
      </Field>
    );
  }

  return (
    <Card id="default-workspace" className="mt-6">
      <CardHeader title="Default workspace" />
      <CardBody>{body}</CardBody>
    </Card>
  );
}
