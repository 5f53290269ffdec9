'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { ListToolbar } from '@/components/catalogue/list-toolbar';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { HandshakeIcon, SearchIcon, TruckIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { companyKeys } from '@/lib/companies/company-keys';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useCatalogueList } from '@/lib/catalogue/use-catalogue-list';
import { KIND_WORDS, kindMessages, partiesApi, partyHref } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import { websiteHost } from '@/lib/directories/prefill';
import type { CompanyParty } from '@/lib/directories/types';
import { MasterLinksPanel } from './master-links-panel';
import { RetryAlert } from '@/components/ui/retry-alert';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The create / edit form: its code loads after the page is up (decision 0014), not with the page. */
const PartyFormDialog = clientOnly(() => import('./party-form-dialog').then((m) => m.PartyFormDialog));

type Props = { companyId: number; kind: PartyKind; companyName: string | null; canEdit: boolean };

const DESCRIPTIONS: Record<PartyKind, string> = {
  partners: 'The partners this company works with, and its master agreements with partners of the shared directory.',
  distributors: 'The distributors this company works with, and its master agreements with distributors of the shared directory.',
};

/** `/company/{id}/partners` and `/company/{id}/distributors`: the company's own records (20 a page, search, sort) and the master agreements. */
export function PartyList({ companyId, kind, companyName, canEdit }: Props) {
  const words = KIND_WORDS[kind];
  const msg = kindMessages(kind);
  const list = useCatalogueList<CompanyParty>(partiesApi(companyId, kind), companyKeys.companyParties(companyId, kind), msg.fetchList);
  useErrorToast(list.error, msg.fetchList);
  const [creating, setCreating] = useState(false);
  const items = list.data?.data ?? [];
  const newButton = canEdit ? <Button onClick={() => setCreating(true)}>New {words.one}</Button> : null;

  return (
    <>
      <PageHeader eyebrow={companyName ?? undefined} title={words.Many} description={DESCRIPTIONS[kind]} actions={newButton} />
      <div className="grid gap-8 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-labelledby={`${kind}-own`} className="min-w-0 space-y-4">
          <h2 id={`${kind}-own`} className="sr-only">
            The company’s {words.many}
          </h2>
          <ListToolbar state={list.state} onChange={list.update} noun={words.many} exports={{ scope: 'companies', id: companyId, dataset: kind }} />
          {list.isPending ? <Spinner label={`Loading ${words.many}`} /> : null}
          {list.isError && !list.data ? <RetryAlert message={msg.fetchList} onRetry={() => list.refetch()} /> : null}
          {list.data && items.length === 0 ? (
            list.state.search ? (
              <EmptyState icon={SearchIcon} headingLevel={3} title={`No ${words.many} match`} description="Try another name." />
            ) : (
              <EmptyState
                icon={kind === 'partners' ? HandshakeIcon : TruckIcon}
                headingLevel={3}
                title={`No ${words.many} yet`}
                description={`Add the company’s first ${words.one}.`}
                action={newButton}
              />
            )
          ) : null}
          {items.length > 0 && list.data ? (
            <>
              <ul
                aria-label={words.Many}
                aria-busy={list.isFetching || undefined}
                className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
              >
                {items.map((party) => (
                  <li key={party.id} className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60">
                    <div className="min-w-0 flex-1">
                      <Link
                        href={partyHref(companyId, kind, party.id)}
                        className="block truncate text-sm font-medium text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
                      >
                        {party.name}
                      </Link>
                      <p className="truncate text-xs text-muted-foreground">{websiteHost(party.website) || 'No website'}</p>
                    </div>
                    {party.directory_id !== null ? (
                      <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">In directory</span>
                    ) : null}
                  </li>
                ))}
              </ul>
              <Pager meta={list.data.meta} onPage={(page) => list.update({ page })} noun={[words.one, words.many]} busy={list.isFetching} />
            </>
          ) : null}
        </section>
        <MasterLinksPanel companyId={companyId} kind={kind} canEdit={canEdit} />
      </div>
      <PartyFormDialog open={creating} onOpenChange={setCreating} companyId={companyId} kind={kind} />
    </>
  );
}
