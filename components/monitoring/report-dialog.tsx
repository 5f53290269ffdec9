'use client';

import { useQuery } from '@tanstack/react-query';
import { ListFeedback } from '@/components/companies/list-feedback';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { apiData } from '@/lib/api/api-error';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { ReportContents } from '@/lib/contract/monitoring/common';
import type { ReportResource } from '@/lib/contract/monitoring/reports';
import { formatDate } from '@/lib/dates/format-date';
import { REPORT_KIND_LABELS } from '@/lib/monitoring/labels';
import { MON_MSG } from '@/lib/monitoring/messages';
import { monApi } from '@/lib/monitoring/paths';
import { monitoringKeys } from '@/lib/monitoring/query-keys';
import { flattenReportRow, reportCell, reportColumns, reportFileName, reportToCsv } from '@/lib/monitoring/report-csv';

type Props = { companyId: number; productId: number; report: ReportResource | null; onClose: () => void };

// Printing shows only the report: everything else on the page is hidden from the printout.
const PRINT_CSS =
  '@media print { body * { visibility: hidden !important; } [data-print-area], [data-print-area] * { visibility: visible !important; } [data-print-area] { position: absolute; inset: 0 auto auto 0; width: 100%; } [data-print-hide] { display: none !important; } }';

const cellText = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** A ready report's contents as a table with its evidence; "Download CSV" (built here) and "Print". */
export function ReportDialog({ companyId, productId, report, onClose }: Props) {
  const contents = useQuery({
    queryKey: monitoringKeys.reportContents(companyId, productId, report?.id ?? 0),
    queryFn: () => apiData<ReportContents>(monApi.reportContents(companyId, productId, report?.id ?? 0), { fallback: MON_MSG.fetchReports }),
    enabled: report !== null,
    // A ready report never changes.
    staleTime: Infinity,
  });
  useErrorToast(contents.error, MON_MSG.fetchReports);
  const c = contents.data;
  const download = () => {
    if (!c) return;
    const url = URL.createObjectURL(new Blob([reportToCsv(c)], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = reportFileName(c);
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const rows = c ? c.rows.map(flattenReportRow) : [];
  const cols = reportColumns(rows);
  return (
    <Dialog
      open={report !== null}
      onOpenChange={(o) => !o && onClose()}
      title={report ? REPORT_KIND_LABELS[report.kind] : 'Report'}
      description={report ? `${formatDate(report.period_from)} – ${formatDate(report.period_to)}` : undefined}
      size="lg"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
          <Button variant="outline" onClick={() => window.print()} disabled={!c}>
            Print
          </Button>
          <Button onClick={download} disabled={!c}>
            Download CSV
          </Button>
        </>
      }
    >
      <style>{PRINT_CSS}</style>
      <ListFeedback
        pending={contents.isPending}
        error={c ? null : contents.error}
        label="the report"
        fallback={MON_MSG.fetchReports}
        onRetry={contents.refetch}
      />
      {c ? (
        <div data-print-area className="space-y-3" data-testid="report-contents">
          <h2 className="hidden text-lg font-semibold print:block">
            {REPORT_KIND_LABELS[c.kind]} · {formatDate(c.period.from)} – {formatDate(c.period.to)}
          </h2>
          {Object.keys(c.summary).length > 0 ? (
            <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
              {Object.entries(c.summary).map(([k, v]) => (
                <div key={k}>
                  <dt className="text-xs text-muted-foreground">{k.replace(/_/g, ' ')}</dt>
                  <dd className="font-medium">{cellText(v)}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {c.rows.length === 0 ? (
            <p className="text-sm">Nothing to report in this period.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-xs">
                <thead className="border-b border-border">
                  <tr>
                    {[...cols, 'evidence'].map((k) => (
                      <th key={k} scope="col" className="px-2 py-1.5 text-left font-medium whitespace-nowrap">
                        {k.replace(/_/g, ' ')}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {rows.map((row, i) => (
                    <tr key={i}>
                      {cols.map((k) => (
                        <td key={k} className="px-2 py-1.5 align-top whitespace-pre-line">
                          {String(reportCell(row, k))}
                        </td>
                      ))}
                      <td className="px-2 py-1.5 align-top">
                        {row.evidence.map((e, j) => (
                          <span key={j} className="block whitespace-nowrap">
                            {e.retailer ?? e.url}
                            {e.version_id ? ` · version #${e.version_id}` : ''}
                            {e.price_id ? ` · price #${e.price_id}` : ''}
                          </span>
                        ))}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </Dialog>
  );
}
