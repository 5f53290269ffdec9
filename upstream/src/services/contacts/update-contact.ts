import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, contactUpdateBody } from '@/lib/contract/relations';
import type { AppDeps } from '../../app-env';
import { contacts } from '../../db/schema';
import { assertCompanyRetailer } from '../retailers/read-retailers';
import type { Patch } from '../../lib/patch';
import { findContact } from './read-contacts';

export type ContactPatch = Patch<z.infer<typeof contactUpdateBody>>;

/** `PUT companies/{id}/contacts/{contactId}`: only the fields sent change; null clears one. */
export async function updateContact(deps: AppDeps, companyId: number, contactId: number, patch: ContactPatch): Promise<Contact> {
  await findContact(deps.db, companyId, contactId);
  if (patch.company_retailer_id != null) await assertCompanyRetailer(deps.db, companyId, patch.company_retailer_id);
  await deps.db
    .update(contacts)
    .set({
      // undefined leaves a column alone (Drizzle skips it); null clears it.
      firstName: patch.first_name ?? undefined,
      lastName: patch.last_name,
      email: patch.email === undefined ? undefined : patch.email || null,
      phone: patch.phone === undefined ? undefined : patch.phone || null,
      title: patch.title,
      notes: patch.notes,
      companyRetailerId: patch.company_retailer_id,
      updatedAt: deps.now(),
    })
    .where(eq(contacts.id, contactId));
  return findContact(deps.db, companyId, contactId);
}
