import { and, eq } from 'drizzle-orm';
import type { Contact } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queryContacts } from './query-contacts';

/** One contact of this company; another company's contact is a 404 under this path. */
export async function findContact(db: Db, companyId: number, contactId: number): Promise<Contact> {
  const [contact] = await queryContacts(db, { where: and(eq(contacts.id, contactId), eq(contacts.companyId, companyId)) });
  if (!contact) throw notFound('Contact');
  return contact;
}
