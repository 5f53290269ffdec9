'use client';

import { BackLink } from '@/components/companies/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { companyHref } from '@/lib/companies/paths';
import { useCompany } from '@/lib/companies/use-company';
import { ImportHistory } from './import-history';
import { UploadCard } from './upload-card';
import { WizardSteps } from './wizard-steps';

/** `/company/{id}/import`: step 1 of an import (the upload) and the company's past imports. */
export function ImportScreen({ companyId }: { companyId: number }) {
  const { data: company } = useCompany(companyId);
  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={companyHref(companyId)} label={company?.name ?? 'Company'} />}
        title="Import from spreadsheet"
        description="Add or update the catalogue, retailers and listings of this company from a CSV or Excel file."
      />
      <div className="space-y-6">
        <WizardSteps current="Upload" />
        <UploadCard companyId={companyId} />
        <ImportHistory companyId={companyId} />
      </div>
    </>
  );
}
