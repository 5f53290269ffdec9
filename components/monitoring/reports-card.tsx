'use client';

import { clientOnly } from '@/lib/ui/lazy-component';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { DateField } from '@/components/ui/date-field';
import { EmptyState } from '@/components/ui/empty-state';
import { ReportIcon } from '@/components/ui/kind-icons';
import { Select } from '@/components/ui/select';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { useFormMutation } from '@/lib/api/use-form-mutation';
import { REPORT_KINDS } from '@/lib/contract/values-forms';
import type { ReportResource } from '@/lib/contract/monitoring/reports';
import { formatDate, formatDateTime } from '@/lib/dates/format-date';
import { fetchPage } from '@/lib/directories/fetch-page';
import { REPORT_KIND_LABELS } from '@/lib/monitoring/labels';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { toast } from '@/lib/toasts/toast-store';
import { StatusBadge } from './status-badge';

// The dialog opens on click: its code loads once the screen is up, outside its first load (decision 0014).
const ReportDialog = clientOnly(() => import('./report-dialog').then((m) => m.ReportDialog));

type Props = { companyId: number; productId: number; canEdit: boolean };

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** Reports: generate (kind + period), watch the status until ready, read, download as CSV, print. */
export function ReportsCard({ companyId, productId, canEdit }: Props) {
  const formId = useId();
  const [v, setV] = useState({ kind: 'map_violations', from: daysAgo(30), to: today() });
  // The report just requested: its end (ready or failed) is told once, as a toast.
  const watching = useRef<number | null>(null);
  const [viewing, setViewing] = useState<ReportResource | null>(null);
  const [deleting, setDeleting] = useState<ReportResource | null>(null);
  const key = monitoringKeys.reports(companyId, productId);
  const list = useQuery({
    queryKey: key,
    queryFn: () => fetchPage<ReportResource>(monApi.reports(companyId, productId), { page: 1 }, MON_MSG.fetchReports),
    // Generating happens in the background: look again every 2 s until none is left generating.
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status === 'generating') ? 2000 : false),
  });
  useErrorToast(list.error, MON_MSG.fetchReports);
  useEffect(() => {
    const watched = list.data?.data.find((r) => r.id === watching.current);
    if (!watched || watched.status === 'generating') return;
    if (watched.status === 'ready') toast.success(MON_MSG.reportReady, `${REPORT_KIND_LABELS[watched.kind]}: ${watched.row_count ?? 0} line(s).`);
    else toast.error('Error', watched.error ?? MON_MSG.reportCreate);
    watching.current = null;
  }, [list.data]);

  const create = useFormMutation({
    schema: () => import('@/lib/contract/monitoring/reports').then((m) => m.reportBody),
    request: (body) => apiFetch<ReportResource>(monApi.reports(companyId, productId), { method: 'POST', json: body, fallback: MON_MSG.reportCreate }),
    errorFallback: MON_MSG.reportCreate,
    fields: ['kind', 'from', 'to'],
    success: { title: MON_MSG.reportCreated, text: 'It is being generated.' },
    invalidate: [key],
    onSuccess: (r) => {
      watching.current = r.id;
    },
  });
  const remove = useApiMutation<unknown, number>({
    request: (id) => apiFetch(monApi.report(companyId, productId, id), { method: 'DELETE', fallback: MON_MSG.reportDelete }),
    errorFallback: MON_MSG.reportDelete,
    success: { title: MON_MSG.reportDeleted },
    invalidate: [key],
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The "to" day is included: the period ends at the end of that day.
    void create.submit({ kind: v.kind, from: `${v.from}T00:00:00Z`, to: `${v.to}T23:59:59Z` });
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => setV((x) => ({ ...x, [k]: e.target.value }));

  return (
    <Card>
      <CardHeader title="Reports" description="Fixed once ready: later prices never change a report. Each line carries its evidence." />
      <div className="space-y-4 p-4 sm:px-6">
        {canEdit ? (
          <form id={formId} onSubmit={submit} noValidate aria-label="Generate a report" className="grid items-end gap-3 sm:grid-cols-4">
            <Field label="Report" errors={create.errors.kind}>
              <Select value={v.kind} onChange={set('kind')} options={REPORT_KINDS.map((k) => ({ value: k, label: REPORT_KIND_LABELS[k] }))} />
            </Field>
            <Field label="From" errors={create.errors.from}>
              <DateField value={v.from} onChange={set('from')} />
            </Field>
            <Field label="To" errors={create.errors.to}>
              <DateField value={v.to} onChange={set('to')} />
            </Field>
            <Button type="submit" loading={create.pending} loadingText="Requesting…">
              Generate
            </Button>
          </form>
        ) : null}
        <ListFeedback pending={list.isPending} error={list.data ? null : list.error} label="reports" fallback={MON_MSG.fetchReports} onRetry={list.refetch} />
        {list.data && list.data.data.length === 0 ? <EmptyState compact headingLevel={3} icon={ReportIcon} title="No reports yet" /> : null}
        {list.data && list.data.data.length > 0 ? (
          <ul className="divide-y divide-border" aria-label="Reports">
            {list.data.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm" data-testid="report-row">
                <span className="font-medium">{REPORT_KIND_LABELS[r.kind]}</span>
                <span className="text-muted-foreground">
                  {formatDate(r.period_from)} – {formatDate(r.period_to)}
                </span>
                <StatusBadge tone={r.status === 'ready' ? 'ok' : r.status === 'failed' ? 'bad' : 'neutral'} title={r.error ?? undefined}>
                  {r.status === 'ready' ? `Ready · ${r.row_count ?? 0} line${r.row_count === 1 ? '' : 's'}` : r.status === 'failed' ? 'Failed' : 'Generating…'}
                </StatusBadge>
                <span className="text-xs text-muted-foreground">{r.ready_at ? formatDateTime(r.ready_at) : ''}</span>
                <span className="ml-auto flex gap-1.5">
                  {r.status === 'ready' ? (
                    <Button size="small" variant="outline" onClick={() => setViewing(r)}>
                      Open
                    </Button>
                  ) : null}
                  {canEdit ? (
                    <Button size="small" variant="outline" onClick={() => setDeleting(r)} aria-label={`Delete ${REPORT_KIND_LABELS[r.kind]} report`}>
                      Delete
                    </Button>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <ReportDialog companyId={companyId} productId={productId} report={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(o) => !o && setDeleting(null)}
        title="Delete this report?"
        text="Its contents are deleted. You can restore it from “Recently deleted” on your profile."
        onConfirm={() => (deleting ? remove.run(deleting.id) : false)}
      />
    </Card>
  );
}
