'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { EntrySummary, WebsiteLink } from '@/components/directories/entry-summary';
import { Button } from '@/components/ui/button';
import { Card, CardBody } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { apiData, isApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { KIND_WORDS, kindMessages, partiesHref, partyApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import type { CompanyParty } from '@/lib/directories/types';
import { useDirectoryEntry } from '@/lib/directories/use-directory-entry';
import { formatDay } from '@/lib/retailers/dates';
import { PartyFormDialog } from './party-form-dialog';

type Props = { companyId: number; kind: PartyKind; id: number; canEdit: boolean };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** `/company/{id}/partners/{partnerId}` and `/distributors/{distributorId}`: the record, edit and delete. */
export function PartyDetail({ companyId, kind, id, canEdit }: Props) {
  const words = KIND_WORDS[kind];
  const msg = kindMessages(kind);
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = queryKeys.companyParty(companyId, kind, id);
  const { data: party, isPending, error, refetch } = useQuery({ queryKey: key, queryFn: () => apiData<CompanyParty>(partyApi(companyId, kind, id), { fallback: msg.fetchOne }) });
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
      void queryClient.invalidateQueries({ queryKey: [...queryKeys.companyParties(companyId, kind), 'list'] });
      void queryClient.invalidateQueries({ queryKey: queryKeys.company(companyId) });
      router.push(partiesHref(companyId, kind));
    },
  });

  const back = (
    <Link href={partiesHref(companyId, kind)} className="font-medium text-primary hover:underline">
      ← {words.Many}
    </Link>
  );
  if (!party) {
    if (isPending) return <Spinner label={`Loading ${words.one}`} />;
    const missing = isApiError(error) && error.status === 404;
    return (
      <>
        <PageHeader eyebrow={back} title={missing ? `${words.One} not found` : words.One} />
        {missing ? (
          <EmptyState title={`This ${words.one} does not exist`} description="It may have been deleted." />
        ) : (
          <p role="alert" className="text-sm text-danger">
            {msg.fetchOne}.{' '}
            <button type="button" className="underline" onClick={() => refetch()}>
              Try again
            </button>
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <PageHeader
        eyebrow={back}
        title={<span className="break-words">{party.name}</span>}
        actions={
          canEdit ? (
            <>
              <Button variant="outline" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="danger" onClick={() => setDeleting(true)}>
                Delete
              </Button>
            </>
          ) : null
        }
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
                <span className="text-muted-foreground">Directory {words.one} #{party.directory_id}</span>
              )}
            </Fact>
            <Fact term="Description">{party.description ? <span className="whitespace-pre-line">{party.description}</span> : <span className="text-muted-foreground">No description</span>}</Fact>
            <Fact term="Added">{formatDay(party.created_at) || '—'}</Fact>
          </dl>
        </CardBody>
      </Card>
      <PartyFormDialog open={editing} onOpenChange={setEditing} companyId={companyId} kind={kind} party={party} onSaved={(saved) => queryClient.setQueryData(key, saved)} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${party.name}?`}
        text={`The ${words.one} will be deleted from this company. This cannot be undone.`}
        confirmLabel={`Delete ${words.one}`}
        onConfirm={() => remove.run()}
      />
    </>
  );
}
