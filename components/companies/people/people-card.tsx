'use client';

import { Card, CardHeader } from '@/components/ui/card';
import type { Company } from '@/lib/contract/companies';
import { clientOnly } from '@/lib/ui/lazy-component';

const panelLoading = () => (
  <p aria-busy="true" className="px-1 py-4 text-sm text-muted-foreground">
    Loading…
  </p>
);
// Both lists are read in the browser, at the foot of the company screen: their code loads with
// them rather than in the screen's first load (decision 0014).
const CompanyUsersPanel = clientOnly(() => import('./company-users-panel').then((m) => m.CompanyUsersPanel), panelLoading);
const AssigneesPanel = clientOnly(() => import('./assignees-panel').then((m) => m.AssigneesPanel), panelLoading);

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
