'use client';

import { useState } from 'react';
import { PagedPanel } from '@/components/directories/paged-panel';
import { Button } from '@/components/ui/button';
import { HandshakeIcon, TruckIcon } from '@/components/ui/icons';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { KIND_WORDS, kindMessages, masterLinkApi, masterLinksApi } from '@/lib/directories/kinds';
import type { PartyKind } from '@/lib/directories/kinds';
import type { MasterLink } from '@/lib/directories/types';
import { usePagedQuery } from '@/lib/directories/use-paged-query';
import { MasterLinkRow } from './master-link-row';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The dialog: its code loads after the page is up (decision 0014), not with the page. */
const MasterLinkDialog = clientOnly(() => import('./master-link-dialog').then((m) => m.MasterLinkDialog));

/** "Master agreements": the company's links to the shared partner / distributor directory. */
export function MasterLinksPanel({ companyId, kind, canEdit }: { companyId: number; kind: PartyKind; canEdit: boolean }) {
  const words = KIND_WORDS[kind];
  const msg = kindMessages(kind);
  const list = usePagedQuery<MasterLink>(companyKeys.masterLinks(companyId, kind), masterLinksApi(companyId, kind), { sort: 'name' }, msg.linksFetch);
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<MasterLink | null>(null);
  const unlink = useApiMutation<unknown, number>({
    request: (id) => apiFetch(masterLinkApi(companyId, kind, id), { method: 'DELETE' }),
    errorFallback: msg.unlink,
    success: { title: msg.unlinked },
    invalidate: [companyKeys.masterLinks(companyId, kind)],
    onSuccess: list.onRemoved,
  });
  // Entries on the shown page are marked "Already linked" in the search (the upstream refuses duplicates anyway).
  const linkedIds = new Set((list.data?.data ?? []).map((l) => l.directory_id));

  return (
    <section aria-label="Master agreements" className="min-w-0">
      <PagedPanel
        title="Master agreements"
        description={`Links to ${words.many} of the shared directory.`}
        create={
          canEdit ? (
            <Button size="small" onClick={() => setLinking(true)}>
              Link {words.one}
            </Button>
          ) : null
        }
        list={list}
        noun={[`master ${words.one}`, `master ${words.many}`]}
        empty={{ icon: kind === 'partners' ? HandshakeIcon : TruckIcon, title: `No master ${words.many} linked yet` }}
        failure={msg.linksFetch}
        itemKey={(l) => l.id}
        renderItem={(l) => <MasterLinkRow companyId={companyId} kind={kind} link={l} canEdit={canEdit} onUnlink={setUnlinking} />}
      />
      <MasterLinkDialog open={linking} onOpenChange={setLinking} companyId={companyId} kind={kind} linkedIds={linkedIds} />
      <ConfirmDialog
        open={unlinking !== null}
        onOpenChange={(o) => !o && setUnlinking(null)}
        title={unlinking ? `Unlink ${unlinking.name}?` : `Unlink master ${words.one}?`}
        text={`The agreement and its notes are removed from this company; the ${words.one} stays in the shared directory.`}
        confirmLabel="Unlink"
        onConfirm={() => (unlinking ? unlink.run(unlinking.id) : false)}
      />
    </section>
  );
}
