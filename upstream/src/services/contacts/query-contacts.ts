import { eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Contact } from '@/lib/contract/relations';
import type { Db } from '../../db/client';
import { companyRetailers, contacts } from '../../db/schema';
import { applyWindow } from '../../lib/list-query';

/** Contacts as the contract's resource, with the name of the retailer they work at (if any). */
export async function queryContacts(db: Db, q: { where: SQL | undefined; orderBy?: SQL[]; limit?: number; offset?: number }): Promise<Contact[]> {
  const rows = await applyWindow(
    db
      .select({ c: contacts, retailerName: companyRetailers.name })
      .from(contacts)
      .leftJoin(companyRetailers, eq(companyRetailers.id, contacts.companyRetailerId))
      .where(q.where)
      .$dynamic(),
    q,
  );
  return rows.map(({ c, retailerName }) => ({
    id: c.id,
    company_id: c.companyId,
    company_retailer_id: c.companyRetailerId,
    company_retailer_name: retailerName,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    phone: c.phone,
    title: c.title,
    notes: c.notes,
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  }));
}
