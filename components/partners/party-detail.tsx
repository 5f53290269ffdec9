'use client';

import { LazyActivityFeed } from '@/components/activity/lazy-activity-feed';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { EntrySummary } from '@/components/directories/entry-summary';
import { WebsiteLink } from '@/components/ui/website-link';
import { Card, CardBody } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Fact } from '@/components/ui/detail-facts';
import { DetailEditDelete, DetailHeader, DetailUnavailable } from '@/components/ui/detail-header';
import { Spinner } from '@/components/ui/spinner';
import { apiData, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { KIND_WORDS, kindMessages, partiesHref, partyApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import type { CompanyParty } from '@/lib/directories/types';
import { useDirectoryEntry } from '@/lib/directories/use-directory-entry';
import { formatDay } from '@/lib/retailers/dates';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The create / edit form: its code loads after the page is up (decision 0014), not with the page. */
const PartyFormDialog = clientOnly(() => import('./party-form-dialog').then((m) => m.PartyFormDialog));

type Props = { companyId: number; kind: PartyKind; id: number; canEdit: boolean };

/** `/company/{id}/partners/{partnerId}` and `/distributors/{distributorId}`: the record, edit and delete. */
export function PartyDetail({ companyId, kind, id, canEdit }: Props) {
  const words = KIND_WORDS[kind];
  const msg = kindMessages(kind);
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = companyKeys.companyParty(companyId, kind, id);
  const {
    data: party,
    isPending,
    error,
    refetch,
  } = useQuery({ queryKey: key, queryFn: () => apiData<CompanyParty>(partyApi(companyId, kind, id), { fallback: msg.fetchOne }) });
  useErrorToast(error, msg.fetchOne, (e) => isApiError(e) && e.status === 404);
  const entry = useDirectoryEntry(kind, party?.directory_id ?? null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useApiMutation({
    request: () => apiFetch(partyApi(companyId, kind, id), { method: 'DELETE' }),
    errorFallback: msg.delete,
    success: { title: msg.deleted },
    onSuccess: () => {
      // Only the lists: refetching this (deleted) record would flash "not found" before the page changes.
      void queryClient.invalidateQueries({ queryKey: [...companyKeys.companyParties(companyId, kind), 'list'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(companyId) });
      router.push(partiesHref(companyId, kind));
    },
  });

  const back = { href: partiesHref(companyId, kind), label: words.Many };
  if (!party) {
    if (isPending) return <Spinner label={`Loading ${words.one}`} />;
    const missing = isApiError(error) && error.status === 404;
    return (
      <DetailUnavailable
        back={back}
        title={missing ? `${words.One} not found` : words.One}
        missing={missing ? { title: `This ${words.one} does not exist`, description: 'It may have been deleted.' } : null}
        failure={`${msg.fetchOne}.`}
        onRetry={() => void refetch()}
      />
    );
  }

  return (
    <>
      <DetailHeader
        back={back}
        title={party.name}
        actions={canEdit ? <DetailEditDelete onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} /> : null}
      />
      <Card className="max-w-3xl">
        <CardBody>
          <dl className="space-y-4">
            <Fact term="Website">
              <WebsiteLink url={party.website} />
            </Fact>
            <Fact term="Shared directory">
              {party.directory_id === null ? (
                <span className="text-muted-foreground">Not linked</span>
              ) : entry.data ? (
                <EntrySummary entry={entry.data} compact />
              ) : (
                <span className="text-muted-foreground">
                  Directory {words.one} #{party.directory_id}
                </span>
              )}
            </Fact>
            <Fact term="Description">{party.description ? <span className="whitespace-pre-line">{party.description}</span> : null}</Fact>
            <Fact term="Added">{formatDay(party.created_at)}</Fact>
          </dl>
        </CardBody>
      </Card>
      <LazyActivityFeed path={`companies/${companyId}/activity`} filters={{ subject_type: kind, subject_id: id }} title="History" />
      <PartyFormDialog
        open={editing}
        onOpenChange={setEditing}
        companyId={companyId}
        kind={kind}
        party={party}
        onSaved={(saved) => queryClient.setQueryData(key, saved)}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${party.name}?`}
        text={`The ${words.one} will be deleted from this company. You can restore it from “Recently deleted” on your profile.`}
        confirmLabel={`Delete ${words.one}`}
        onConfirm={() => remove.run()}
      />
    </>
  );
}
