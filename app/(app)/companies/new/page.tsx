import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { BackLink } from '@/components/companies/back-link';
import { CompanyForm } from '@/components/companies/company-form';
import { PageHeader } from '@/components/ui/page-header';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';

export const metadata: Metadata = { title: 'New company' };

/** Creating a company; the caller's teams (the owner-team choices) are prefetched. */
export default async function NewCompanyPage() {
  const teams = await loadMyTeams();
  const queryClient = new QueryClient();
  if (teams) queryClient.setQueryData(queryKeys.teams, teams);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <PageHeader
        eyebrow={<BackLink href="/companies" label="Companies" />}
        title="New company"
        description="A company belongs to a team you administer: its members see the company, its admins change it. Choose one of your teams, or name a new one in the form."
      />
      <div className="max-w-3xl">
        <CompanyForm />
      </div>
    </HydrationBoundary>
  );
}
