import { and, asc, gt } from 'drizzle-orm';
import { catalogueListQuery } from '@/lib/contract/catalogue-common';
import type { CompanyParty } from '@/lib/contract/relations';
import type { PartyKind } from '../../partners/read-company-parties';
import { partyColumns, partyListWhere, toCompanyParty } from '../../partners/read-company-parties';
import type { CompanyScope } from '../export-dataset';
import { defineDataset } from '../export-dataset';

/** Partners and distributors are one resource over two tables, so one export over either. */
export function partiesExport(kind: PartyKind, name: string, labels: { name: string; website: string }) {
  return defineDataset({
    name,
    title: name,
    ability: 'companies',
    query: catalogueListQuery.omit({ page: true, per_page: true }),
    columns: [
      { header: labels.name, value: (p: CompanyParty) => p.name },
      { header: labels.website, value: (p: CompanyParty) => p.website },
      { header: `${labels.name} description`, value: (p: CompanyParty) => p.description },
    ],
    read: async ({ db, access }: CompanyScope, q, afterId, limit) => {
      const rows = await db
        .select(partyColumns(kind))
        .from(kind.table)
        .where(and(partyListWhere(kind, access.companyId, q), gt(kind.table.id, afterId)))
        .orderBy(asc(kind.table.id))
        .limit(limit);
      return rows.map(toCompanyParty);
    },
  });
}
