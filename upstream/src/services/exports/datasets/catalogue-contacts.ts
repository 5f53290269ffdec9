import { and, asc, gt } from 'drizzle-orm';
import { IMPORT_FIELD_LABELS as L } from '@/lib/contract/imports';
import { contactListQuery } from '@/lib/contract/relations';
import type { Contact } from '@/lib/contract/relations';
import { contacts } from '../../../db/schema';
import { contactListWhere, queryContacts } from '../../contacts/read-contacts';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';

/** `companies/{id}/exports/contacts`: the contacts list (search, `company_retailer_id`) under the import's labels. */
export const contactsExport = defineDataset({
  name: 'contacts',
  title: 'contacts',
  ability: 'companies',
  query: contactListQuery.omit({ page: true, per_page: true }),
  columns: [
    { header: L.contact_first_name, value: (c: Contact) => c.first_name },
    { header: L.contact_last_name, value: (c: Contact) => c.last_name },
    { header: L.contact_email, value: (c: Contact) => c.email },
    { header: L.contact_phone, value: (c: Contact) => c.phone },
    { header: L.contact_title, value: (c: Contact) => c.title },
    { header: L.retailer_name, value: (c: Contact) => c.company_retailer_name },
    { header: 'Contact notes', value: (c: Contact) => c.notes },
  ],
  read: ({ db, access }: CompanyScope, q, afterId, limit) =>
    queryContacts(db, { where: and(contactListWhere(access.companyId, q), gt(contacts.id, afterId)), orderBy: [asc(contacts.id)], limit }),
});
