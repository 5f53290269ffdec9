import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { findContact } from './read-contacts';

/** `DELETE companies/{id}/contacts/{contactId}`. */
export async function deleteContact(db: Db, companyId: number, contactId: number): Promise<void> {
  await findContact(db, companyId, contactId);
  await db.delete(contacts).where(eq(contacts.id, contactId));
}
