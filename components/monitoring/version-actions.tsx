'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ShareButton } from '@/components/share/share-button';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/api-fetch';
import type { InsightResource } from '@/lib/contract/insights';
import type { LineChange, SnapshotResource, VersionResource } from '@/lib/contract/monitoring/snapshots';
import { insightsHref, RESOURCES_API } from '@/lib/insights/insight-paths';
import { evidenceText } from '@/lib/monitoring/evidence';
import { MON_MSG } from '@/lib/monitoring/messages';
import { toast } from '@/lib/toasts/toast-store';

type Props = {
  snapshot: SnapshotResource;
  newer: VersionResource;
  older: VersionResource | null;
  changes: readonly LineChange[];
  screenshotUrl: string | null;
};

/**
 * Share and use a version: a short link to it (`/s/{code}`, opened by whoever reads the company's
 * monitoring), and attach it as evidence to a new insight — the change as a text file plus the
 * screenshot become pending insight resources, preselected in "New insight".
 */
export function VersionActions({ snapshot, newer, older, changes, screenshotUrl }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const attach = async () => {
    setBusy(true);
    const form = new FormData();
    form.append('file', new File([evidenceText(snapshot, newer, older, changes)], `price-page-version-${newer.number}.txt`, { type: 'text/plain' }));
    if (screenshotUrl) {
      const shot = await fetch(screenshotUrl, { credentials: 'same-origin' }).catch(() => null);
      if (shot?.ok) form.append('file', new File([await shot.blob()], `price-page-version-${newer.number}.png`, { type: 'image/png' }));
    }
    const res = await apiFetch<InsightResource[] | InsightResource>(RESOURCES_API, { method: 'POST', formData: form, fallback: MON_MSG.evidence });
    setBusy(false);
    if (!res.ok) {
      toast.error('Error', res.messages);
      return;
    }
    const ids = (Array.isArray(res.data) ? res.data : [res.data]).map((r) => r.id);
    toast.success(MON_MSG.evidenceAttached, 'Choose the workspaces of the new insight.');
    router.push(insightsHref('all', { preselected: ids }));
  };
  return (
    <div className="flex flex-wrap gap-2">
      <ShareButton type="monitoring_version" id={newer.id} />
      <Button size="small" variant="outline" loading={busy} loadingText="Attaching…" onClick={() => void attach()}>
        Attach to an insight
      </Button>
    </div>
  );
}
