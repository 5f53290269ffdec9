'use client';

import { useQuery } from '@tanstack/react-query';
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { BackLink } from '@/components/companies/back-link';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { VersionsIcon } from '@/components/ui/more-icons';
import { PageHeader } from '@/components/ui/page-header';
import { Pager } from '@/components/ui/pager';
import { apiData } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { SnapshotResource, VersionDetail, VersionResource } from '@/lib/contract/monitoring/snapshots';
import { fetchPage } from '@/lib/directories/fetch-page';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi, monitoringProductHref, versionPartUrl } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { useMonitoringLive } from '@/lib/monitoring/use-monitoring-live';
import { VersionDiff } from './version-diff';
import { VersionList } from './version-list';
import { StoredPage, VersionScreenshots } from './version-media';
import { clientOnly } from '@/lib/ui/lazy-component';

// Share and "Use as insight evidence": the versions load in the browser, so the card's actions never
// paint from the server; their code (the share dialog, the evidence upload) loads after the page.
const VersionActions = clientOnly(() => import('./version-actions').then((m) => m.VersionActions));

type Props = { companyId: number; productId: number; snapshotId: number; userId: number };
const idParam = (v: string | null) => (v && /^\d{1,10}$/.test(v) ? Number(v) : null);

/** `retailer-page-versions/{snapshotId}`: the page's versions; two picked are compared (text side by side, screenshots), the newer shown sandboxed. */
export function VersionsScreen({ companyId, productId, snapshotId, userId }: Props) {
  const pathname = usePathname();
  const params = useSearchParams();
  const [page, setPage] = useState(1);
  const [pick, setPick] = useState<{ newer: number | null; older: number | null }>(() => ({
    newer: idParam(params.get('version')),
    older: idParam(params.get('compare')),
  }));
  useMonitoringLive(userId, companyId);
  const snapshot = useQuery({
    queryKey: monitoringKeys.snapshot(companyId, productId, snapshotId),
    queryFn: () => apiData<SnapshotResource>(monApi.snapshot(companyId, productId, snapshotId), { fallback: MON_MSG.fetchVersions }),
  });
  const versions = useQuery({
    queryKey: [...monitoringKeys.versions(companyId, productId, snapshotId), page],
    queryFn: () => fetchPage<VersionResource>(monApi.versions(companyId, productId, snapshotId), { page }, MON_MSG.fetchVersions),
  });
  useErrorToast(snapshot.error ?? versions.error, MON_MSG.fetchVersions);

  const list = versions.data?.data ?? [];
  const newerId = pick.newer ?? list[0]?.id ?? null;
  const newerInList = list.find((v) => v.id === newerId);
  const olderId = pick.older ?? newerInList?.previous_version_id ?? null;
  const detail = useQuery({
    queryKey: monitoringKeys.version(companyId, productId, snapshotId, newerId ?? 0, olderId),
    queryFn: () =>
      apiData<VersionDetail>(monApi.version(companyId, productId, snapshotId, newerId ?? 0), {
        query: { compare: olderId ?? undefined },
        fallback: MON_MSG.fetchVersions,
      }),
    enabled: newerId !== null,
  });
  useErrorToast(detail.error, MON_MSG.fetchVersions);

  const choose = (next: { newer: number | null; older: number | null }) => {
    setPick(next);
    const qs = new URLSearchParams(params.toString());
    for (const [k, v] of [
      ['version', next.newer],
      ['compare', next.older],
    ] as const) {
      if (v) qs.set(k, String(v));
      else qs.delete(k);
    }
    window.history.replaceState(null, '', `${pathname}?${qs.toString()}`);
  };

  const s = snapshot.data;
  const d = detail.data;
  const olderVersion = d?.compare_to
    ? (list.find((v) => v.id === d.compare_to?.id) ?? { ...d, id: d.compare_to.id, number: d.compare_to.number, has_screenshot: false })
    : null;
  const partUrl = (v: VersionResource, part: 'html' | 'screenshot' | 'text') => versionPartUrl(companyId, productId, snapshotId, v.id, part);
  // The engine measures the pixel difference against the previous version only.
  const pixelDiff = d && d.compare_to && d.compare_to.id === d.previous_version_id ? (d.diff?.pixel_diff_percent ?? null) : null;

  return (
    <>
      <PageHeader
        eyebrow={<BackLink href={monitoringProductHref(companyId, productId)} label="Monitored product" />}
        title="Page versions"
        description={
          s ? (
            <span className="break-all">{`${s.retailer ?? 'Retailer page'}: ${s.url} · ${s.version_count} version${s.version_count === 1 ? '' : 's'}, seen ${s.seen_count} times`}</span>
          ) : undefined
        }
      />
      <div className="space-y-6">
        <ListFeedback
          pending={versions.isPending}
          error={versions.data ? null : versions.error}
          label="versions"
          fallback={MON_MSG.fetchVersions}
          onRetry={versions.refetch}
        />
        {versions.data && list.length === 0 ? (
          <EmptyState icon={VersionsIcon} title="No versions yet" description="A version is kept each time the page's text changes." />
        ) : null}
        {versions.data && list.length > 0 ? (
          <Card>
            <CardHeader title="Versions" description="Pick the two to compare: an older one and a newer one." />
            <VersionList versions={list} newerId={newerId} olderId={olderId} onPick={choose} />
            <div className="px-4 pb-3 sm:px-6">
              <Pager meta={versions.data.meta} onPage={setPage} noun={['version', 'versions']} busy={versions.isFetching} />
            </div>
          </Card>
        ) : null}
        {newerId !== null ? (
          <Card>
            <CardHeader
              title={d ? (d.compare_to ? `Version ${d.compare_to.number} → version ${d.number}` : `Version ${d.number} (the first)`) : 'Comparison'}
              actions={
                d && s ? (
                  <VersionActions
                    snapshot={s}
                    newer={d}
                    older={olderVersion}
                    changes={d.changes}
                    screenshotUrl={d.has_screenshot ? partUrl(d, 'screenshot') : null}
                  />
                ) : null
              }
            />
            <div className="space-y-6 p-4 sm:px-6">
              {d ? (
                <>
                  <VersionDiff
                    changes={d.changes}
                    oldLabel={d.compare_to ? `Version ${d.compare_to.number} (old)` : 'Nothing before'}
                    newLabel={`Version ${d.number} (new)`}
                  />
                  {olderVersion ? <VersionScreenshots older={olderVersion} newer={d} partUrl={partUrl} pixelDiff={pixelDiff} /> : null}
                  <section className="space-y-2">
                    <h3 className="text-sm font-semibold">The stored page (version {d.number})</h3>
                    <p className="text-xs text-muted-foreground">Shown sandboxed: its scripts never run here.</p>
                    {d.has_html ? (
                      <StoredPage url={partUrl(d, 'html')} title={`Stored page, version ${d.number}`} />
                    ) : (
                      <p className="text-sm text-muted-foreground">No HTML stored for this version.</p>
                    )}
                  </section>
                </>
              ) : (
                <ListFeedback
                  pending={detail.isPending}
                  error={detail.error}
                  label="the comparison"
                  fallback={MON_MSG.fetchVersions}
                  onRetry={detail.refetch}
                />
              )}
            </div>
          </Card>
        ) : null}
      </div>
    </>
  );
}
