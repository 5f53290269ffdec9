import type { z } from 'zod';
import type { Contact, contactBody } from '@/lib/contract/relations';
import type { AppDeps } from '../../app-env';
import { contacts } from '../../db/schema';
import { assertCompanyRetailer } from '../retailers/read-retailers';
import { findContact } from './read-contacts';

/** `POST companies/{id}/contacts`: the retailer, when given, must be one of this company's (422 otherwise). */
export async function createContact(deps: AppDeps, companyId: number, body: z.infer<typeof contactBody>): Promise<Contact> {
  if (body.company_retailer_id != null) await assertCompanyRetailer(deps.db, companyId, body.company_retailer_id);
  const now = deps.now();
  const [row] = await deps.db
    .insert(contacts)
    .values({
      companyId,
      companyRetailerId: body.company_retailer_id ?? null,
      firstName: body.first_name,
      lastName: body.last_name ?? null,
      email: body.email || null,
      phone: body.phone || null,
      title: body.title ?? null,
      notes: body.notes ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: contacts.id });
  return findContact(deps.db, companyId, row.id);
}
