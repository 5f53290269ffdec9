'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { MoreActions } from '@/components/ui/more-actions';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Company } from '@/lib/contract/companies';
import { catalogueText } from '@/lib/companies/catalogue-text';
import { MSG } from '@/lib/companies/messages';
import { api, companyEditHref } from '@/lib/companies/paths';
import { importHref } from '@/lib/imports/paths';

/** Edit and Delete for the company's admins; deleting asks first, then goes back to the list. */
export function CompanyActions({ company }: { company: Company }) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useApiMutation({
    request: () => apiFetch(api.company(company.id), { method: 'DELETE' }),
    errorFallback: MSG.companyDeleteError,
    success: { title: MSG.companyDeleted },
    onSuccess: () => {
      // The company is gone: mark its queries stale without refetching them here (they would 404), then leave.
      for (const queryKey of [queryKeys.companies, queryKeys.teams]) void queryClient.invalidateQueries({ queryKey, refetchType: 'none' });
      router.push('/companies');
    },
  });
  if (!company.can_edit) return null;
  return (
    <>
      <ButtonLink href={importHref(company.id)} variant="outline">
        Import from spreadsheet
      </ButtonLink>
      <ButtonLink href={companyEditHref(company.id)} variant="outline">
        Edit company
      </ButtonLink>
      <MoreActions actions={[{ label: 'Delete company…', danger: true, onSelect: () => setConfirming(true) }]} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${company.name}?`}
        text={`The company goes with ${catalogueText(company.counts)}, its listings, contacts, reviews and monitoring. You can restore it whole from “Recently deleted” on your profile.`}
        confirmLabel="Delete company"
        onConfirm={() => remove.run()}
      />
    </>
  );
}
