'use client';

import { Card, CardHeader } from '@/components/ui/card';
import type { Company } from '@/lib/contract/companies';
import { AssigneesPanel } from './assignees-panel';
import { CompanyUsersPanel } from './company-users-panel';

/** The company detail's "People" card: the company's users, and who is assigned to its brands, products and retailers. */
export function PeopleCard({ company }: { company: Company }) {
  return (
    <Card>
      <CardHeader title="People" description="Who works for the company and who looks after what." />
      <div className="grid gap-4 p-3 sm:p-4 xl:grid-cols-2">
        <CompanyUsersPanel companyId={company.id} canEdit={company.can_edit} />
        <AssigneesPanel company={company} />
      </div>
    </Card>
  );
}
