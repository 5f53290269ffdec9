import type { Metadata } from 'next';
import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import { BackLink } from '@/components/companies/back-link';
import { CompanyForm } from '@/components/companies/company-form';
import { dataOf } from '@/lib/contract/common';
import { overviewResource } from '@/lib/contract/user';
import { getCurrentUser } from '@/lib/upstream/get-current-user';
import { upstreamJson } from '@/lib/upstream/upstream-json';
import { PageHeader } from '@/components/ui/page-header';
import { queryKeys } from '@/lib/api/query-keys';
import { loadMyTeams } from '@/lib/teams/server-teams';

export const metadata: Metadata = { title: 'New company' };

/**
 * Creating a company; the caller's teams (the owner-team choices) are prefetched. A person's first
 * company starts from what they said at sign-up (name, website, industry; the new owner team is
 * named after it), so those answers are not asked twice.
 */
export default async function NewCompanyPage() {
  const [teams, me, overview] = await Promise.all([loadMyTeams(), getCurrentUser(), upstreamJson('user/overview', dataOf(overviewResource))]);
  const business = me.ok ? me.user.business : null;
  const first = overview.ok && overview.data.data.companies_count === 0;
  const prefill = business && first ? { name: business.company_name, website: business.website ?? '', industry: business.industry ?? '' } : undefined;
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
        <CompanyForm prefill={prefill} />
      </div>
    </HydrationBoundary>
  );
}
