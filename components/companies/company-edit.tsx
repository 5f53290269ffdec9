'use client';

import { PageHeader } from '@/components/ui/page-header';
import { MSG } from '@/lib/companies/messages';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import { BackLink } from './back-link';
import { CompanyForm } from './company-form';
import { ListFeedback } from './list-feedback';
import { LazyWebhooksSection } from '@/components/webhooks/lazy-webhooks-section';

/** `/company/{id}/edit`: the company form filled with the company (the form mounts once it is loaded). */
export function CompanyEdit({ companyId }: { companyId: number }) {
  const { data: company, isPending, error, refetch } = useCompany(companyId);
  return (
    <>
      <PageHeader eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />} title="Edit company" />
      {company ? (
        <div className="max-w-3xl space-y-6">
          <CompanyForm company={company} />
          {/* The edit screen is its admins' alone (requireEditor): so are the webhooks, loaded after the form. */}
          {company.can_edit ? <LazyWebhooksSection scope="company" ownerId={companyId} /> : null}
        </div>
      ) : (
        <ListFeedback pending={isPending} error={error} label="company" fallback={MSG.companyFetchError} onRetry={refetch} />
      )}
    </>
  );
}
