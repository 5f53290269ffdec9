'use client';

import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Card, CardHeader } from '@/components/ui/card';
import { DetailsDisclosure } from '@/components/ui/details-disclosure';
import { EmptyState } from '@/components/ui/empty-state';
import { StopwatchIcon } from '@/components/ui/kind-icons';
import { Pager } from '@/components/ui/pager';
import { Select } from '@/components/ui/select';
import { ScrollTable } from '@/components/ui/scroll-table';
import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import { formatDateTime } from '@/lib/dates/format-date';
import { REQUEST_STATUS } from '@/lib/monitoring/labels';
import { MON_MSG } from '@/lib/monitoring/messages';
import { useRequests } from '@/lib/monitoring/use-monitoring';
import { StatusBadge } from './status-badge';
import { HeadRow } from './head-row';

type Props = { companyId: number; productId: number; pages: readonly MonitoringPage[]; pageId: number | null; onPageId: (id: number | null) => void };

const td = 'px-3 py-2 align-top whitespace-nowrap';

/**
 * The checks of the product's pages (or of one page) with their outcome and error; the technical
 * facts (fetcher, HTTP status, duration, attempts) stay available under each row's Details.
 */
export function RequestsCard({ companyId, productId, pages, pageId, onPageId }: Props) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useRequests(companyId, productId, pageId, page);
  const names = new Map(pages.map((p) => [p.id, p.retailer_name ?? p.domain]));
  return (
    <Card id="requests">
      <CardHeader
        title="Requests"
        description="Every check of a page and what came of it."
        actions={
          <Select
            aria-label="Requests of page"
            value={pageId ? String(pageId) : ''}
            onChange={(e) => {
              setPage(1);
              onPageId(e.target.value ? Number(e.target.value) : null);
            }}
            placeholder="All pages"
            options={pages.map((p) => ({ value: String(p.id), label: `${names.get(p.id)} – ${p.url}` }))}
            className="max-w-64"
          />
        }
      />
      <div className="space-y-3 p-4">
        <ListFeedback pending={isPending} error={data ? null : error} label="requests" fallback={MON_MSG.fetchRequests} onRetry={refetch} />
        {data && data.data.length === 0 ? <EmptyState compact headingLevel={3} icon={StopwatchIcon} title="No checks yet" /> : null}
        {data && data.data.length > 0 ? (
          <>
            <ScrollTable label="Requests table" className="w-full text-sm" aria-busy={isFetching || undefined}>
              <thead className="border-b border-border">
                <HeadRow labels={['Page', 'Trigger', 'Outcome', 'Finished', 'Detail']} />
              </thead>
              <tbody className="divide-y divide-border">
                {data.data.map((r) => {
                  const s = REQUEST_STATUS[r.status];
                  return (
                    <tr key={r.id} data-testid="request-row">
                      <td className={td}>{names.get(r.page_id) ?? `Page ${r.page_id}`}</td>
                      <td className={td}>{r.trigger}</td>
                      <td className={td}>
                        <StatusBadge tone={s.tone}>{s.label}</StatusBadge>
                      </td>
                      <td className={td}>{formatDateTime(r.finished_at, r.status === 'queued' ? 'Queued' : '—')}</td>
                      <td className="max-w-72 space-y-1 px-3 py-2 align-top text-xs text-muted-foreground">
                        {r.error ? <p className="break-words">{r.error}</p> : null}
                        <DetailsDisclosure>
                          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
                            <dt className="text-muted-foreground">Fetcher</dt>
                            <dd>{r.fetcher ?? '—'}</dd>
                            <dt className="text-muted-foreground">HTTP status</dt>
                            <dd>{r.http_status ?? '—'}</dd>
                            <dt className="text-muted-foreground">Duration</dt>
                            <dd>{r.duration_ms !== null ? `${r.duration_ms} ms` : '—'}</dd>
                            <dt className="text-muted-foreground">Attempts</dt>
                            <dd>{r.attempts}</dd>
                          </dl>
                        </DetailsDisclosure>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </ScrollTable>
            <Pager meta={data.meta} onPage={setPage} noun={['request', 'requests']} busy={isFetching} />
          </>
        ) : null}
      </div>
    </Card>
  );
}
