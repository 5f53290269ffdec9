'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { UserCheckIcon } from '@/components/ui/kind-icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { PEOPLE_MSG, TYPE_OPTIONS, assignedItemLabel, isAssignableType, peopleApi, readableTeamIds } from '@/lib/companies/people';
import type { Company } from '@/lib/contract/companies';
import type { Assignee, AssignableType } from '@/lib/contract/relations';
import { usePagedQuery } from '@/lib/directories/use-paged-query';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const AssigneeDialog = clientOnly(() => import('./assignee-dialog').then((m) => m.AssigneeDialog));

/**
 * Who looks after which brand, product or retailer (`GET companies/{id}/assignees`), filtered by
 * type; admins assign members of the company's teams, change the role, remove.
 */
export function AssigneesPanel({ company }: { company: Company }) {
  const companyId = company.id;
  const canEdit = company.can_edit;
  const [type, setType] = useState<AssignableType | null>(null);
  const list = usePagedQuery<Assignee>(
    companyKeys.companyAssignees(companyId),
    peopleApi.assignees(companyId),
    { sort: 'name', assignable_type: type ?? undefined },
    PEOPLE_MSG.assigneesFetch,
  );
  const [editing, setEditing] = useState<{ open: boolean; assignee?: Assignee }>({ open: false });
  const [removing, setRemoving] = useState<Assignee | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(peopleApi.assignee(companyId, id), { method: 'DELETE' }),
    errorFallback: PEOPLE_MSG.assigneeRemove,
    success: { title: PEOPLE_MSG.assigneeRemoved },
    invalidate: [companyKeys.companyAssignees(companyId)],
    onSuccess: list.onRemoved,
  });
  const teamIds = readableTeamIds(company);
  const filter = (value: string) => {
    setType(isAssignableType(value) ? value : null);
    list.setPage(1);
  };

  return (
    <>
      <PagedPanel
        title="Assignees"
        description="Who looks after each brand, product and retailer."
        actions={
          <Field label="Filter by type" hideLabel className="w-full min-[400px]:w-40">
            <Select value={type ?? ''} onChange={(e) => filter(e.target.value)} placeholder="All types" options={TYPE_OPTIONS} />
          </Field>
        }
        create={
          canEdit ? (
            <Button size="small" onClick={() => setEditing({ open: true })} disabled={teamIds.length === 0}>
              Add assignee
            </Button>
          ) : null
        }
        list={list}
        noun={['assignee', 'assignees']}
        empty={{ icon: UserCheckIcon, title: type ? `No ${type} has anyone assigned yet` : 'No one is assigned yet' }}
        failure={PEOPLE_MSG.assigneesFetch}
        itemKey={(a) => a.id}
        renderItem={(a) => (
          <div className="flex flex-wrap items-start gap-x-4 gap-y-2">
            <div className="min-w-0 flex-1 basis-48 space-y-0.5">
              <p className="text-sm font-medium break-words">
                {a.user_name}
                {a.role ? <span className="font-normal text-muted-foreground"> · {a.role}</span> : null}
              </p>
              <p className="text-sm break-words text-muted-foreground">{assignedItemLabel(a)}</p>
            </div>
            {canEdit ? (
              <div className="flex gap-2">
                <Button
                  size="small"
                  variant="outline"
                  onClick={() => setEditing({ open: true, assignee: a })}
                  aria-label={`Edit ${a.user_name} on ${a.assignable_name}`}
                >
                  Edit
                </Button>
                <Button size="small" variant="outline" onClick={() => setRemoving(a)} aria-label={`Remove ${a.user_name} from ${a.assignable_name}`}>
                  Remove
                </Button>
              </div>
            ) : null}
          </div>
        )}
      />
      <AssigneeDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        companyId={companyId}
        teamIds={teamIds}
        partialTeams={teamIds.length < company.teams.length}
        assignee={editing.assignee}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Remove ${removing.user_name} from ${removing.assignable_name}?` : 'Remove assignee?'}
        text="The assignment will be removed. The person and the item stay."
        confirmLabel="Remove assignee"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}
