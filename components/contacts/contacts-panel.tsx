'use client';

import { ExportMenu } from '@/components/exports/export-menu';
import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { ContactIcon } from '@/components/ui/kind-icons';
import { ContactRow, ContactRowActions, contactName } from '@/components/ui/contact-row';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Contact } from '@/lib/contract/relations';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import { CONTACT_MSG } from '@/lib/retailers/messages';
import { contactsApi } from '@/lib/retailers/retailer-paths';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The form dialog: its code loads after the page is up (decision 0014), not with the page. */
const ContactFormDialog = clientOnly(() => import('./contact-form-dialog').then((m) => m.ContactFormDialog));

/** A company's contacts (`GET companies/{id}/contacts`), those of one retailer when `retailerId` is given: add, edit, delete. */
export function ContactsPanel({ companyId, retailerId, canEdit }: { companyId: number; retailerId?: number; canEdit: boolean }) {
  const list = usePagedQuery<Contact>(
    companyKeys.companyContacts(companyId),
    contactsApi(companyId),
    { company_retailer_id: retailerId, sort: 'name' },
    CONTACT_MSG.fetchList,
  );
  const [editing, setEditing] = useState<{ open: boolean; contact?: Contact }>({ open: false });
  const [removing, setRemoving] = useState<Contact | null>(null);
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(`${contactsApi(companyId)}/${id}`, { method: 'DELETE' }),
    errorFallback: CONTACT_MSG.delete,
    success: { title: CONTACT_MSG.deleted },
    invalidate: [companyKeys.companyContacts(companyId), ...(retailerId ? [companyKeys.companyRetailer(companyId, retailerId)] : [])],
    onSuccess: list.onRemoved,
  });

  return (
    <>
      <PagedPanel
        title="Contacts"
        description={retailerId ? 'People to talk to at this retailer.' : undefined}
        actions={<ExportMenu target={{ scope: 'companies', id: companyId, dataset: 'contacts', query: { company_retailer_id: retailerId } }} noun="contacts" />}
        create={
          canEdit ? (
            <Button size="small" onClick={() => setEditing({ open: true })}>
              Add contact
            </Button>
          ) : null
        }
        list={list}
        noun={['contact', 'contacts']}
        empty={{ icon: ContactIcon, title: 'No contacts yet' }}
        failure={CONTACT_MSG.fetchList}
        itemKey={(c) => c.id}
        renderItem={(c) => (
          <ContactRow
            name={contactName(c)}
            title={c.title}
            email={c.email}
            phone={c.phone}
            note={c.notes}
            actions={
              canEdit ? <ContactRowActions name={contactName(c)} onEdit={() => setEditing({ open: true, contact: c })} onRemove={() => setRemoving(c)} /> : null
            }
          />
        )}
      />
      <ContactFormDialog
        open={editing.open}
        onOpenChange={(open) => setEditing((e) => ({ ...e, open }))}
        companyId={companyId}
        retailerId={retailerId}
        contact={editing.contact}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={removing ? `Delete ${contactName(removing)}?` : 'Delete contact?'}
        text="The contact will be deleted. You can restore it from “Recently deleted” on your profile."
        confirmLabel="Delete contact"
        onConfirm={() => (removing ? remove.run(removing.id) : false)}
      />
    </>
  );
}
