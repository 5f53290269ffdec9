'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { BriefcaseIcon } from '@/components/ui/kind-icons';
import { ContactRow, ContactRowActions } from '@/components/ui/contact-row';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { PEOPLE_MSG, companyUserName, peopleApi } from '@/lib/companies/people';
import type { CompanyUser } from '@/lib/contract/relations';
import { usePagedQuery } from '@/lib/directories/use-paged-query';

// The form dialogs open on click: their code loads once the screen is up, outside its first load (decision 0014).
const CompanyUserDialog = clientOnly(() => import('./company-user-dialog').then((m) => m.CompanyUserDialog));

/** The company's people (`GET companies/{id}/users`): name, email, title; admins add by email, edit the title, remove. */
export function CompanyUsersPanel({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const list = usePagedQuery<CompanyUser>(companyKeys.companyUsers(companyId), peopleApi.users(companyId), { sort: 'name' }, PEOPLE_MSG.usersFetch);
  const [editing, setEditing] = useState<{ open: boolean; user?: CompanyUser }>({ open: false });
  const [removing, setRemoving] = useState<CompanyUser | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(peopleApi.user(companyId, id), { method: 'DELETE' }),
    errorFallback: PEOPLE_MSG.userRemove,
    success: { title: PEOPLE_MSG.userRemoved },
    invalidate: [companyKeys.companyUsers(companyId)],
    onSuccess: list.onRemoved,
  });

  return (
    <>
      <PagedPanel
        title="Company users"
        description="People with an account who work for the company."
        create={
          canEdit ? (
            <Button size="small" onClick={() => setEditing({ open: true })}>
              Add person
            </Button>
          ) : null
        }
        list={list}
        noun={['person', 'people']}
        empty={{ icon: BriefcaseIcon, title: 'No people added yet' }}
        failure={PEOPLE_MSG.usersFetch}
        itemKey={(u) => u.id}
        renderItem={(u) => (
          <ContactRow
            name={companyUserName(u)}
            avatar={{ image: u.image }}
            email={u.email}
            note={u.title ?? 'No title'}
            actions={
              canEdit ? (
                <ContactRowActions
                  name={companyUserName(u)}
                  removeLabel="Remove"
                  onEdit={() => setEditing({ open: true, user: u })}
                  onRemove={() => setRemoving(u)}
                />
              ) : null
            }
          />
        )}
      />
      <CompanyUserDialog open={editing.open} onOpenChange={(open) => setEditing((e) => ({ ...e, open }))} companyId={companyId} user={editing.user} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Remove ${companyUserName(removing)}?` : 'Remove person?'}
        text="They will no longer be listed among the company's people. Their account is not affected."
        confirmLabel="Remove person"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}
