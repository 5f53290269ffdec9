'use client';

import { useState } from 'react';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SpreadsheetIcon } from '@/components/ui/kind-icons';
import { Link } from '@/components/ui/link';
import { Pager } from '@/components/ui/pager';
import { failureText, QueryState } from '@/components/ui/query-state';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { formatDateTime } from '@/lib/dates/format-date';
import { importRunHref } from '@/lib/imports/paths';
import { IMPORTS_FETCH_ERROR, useImportPage } from '@/lib/imports/use-imports';
import { countOf } from '@/lib/ui/plural';
import { ImportStatusBadge } from './import-status-badge';

/** The company's past imports, newest first: file, status, rows, who and when; each opens its screen (to go on, or read its result). */
export function ImportHistory({ companyId }: { companyId: number }) {
  const [page, setPage] = useState(1);
  const { data, isPending, error, refetch, isFetching } = useImportPage(companyId, page);
  useErrorToast(error, IMPORTS_FETCH_ERROR);
  return (
    <Card>
      <CardHeader title="Past imports" description="Open one to finish its mapping, follow its progress or download its report." />
      <div className="px-4 py-4 sm:px-6">
        <QueryState
          data={data}
          pending={isPending}
          failed={error ? failureText(error, IMPORTS_FETCH_ERROR) : null}
          onRetry={refetch}
          label="imports"
          isEmpty={(d) => d.data.length === 0}
          empty={
            <EmptyState compact headingLevel={3} icon={SpreadsheetIcon} title="No imports yet" description="The spreadsheets you upload are listed here." />
          }
        >
          {(d) => (
            <div className="space-y-4">
              <ul className="divide-y divide-border">
                {d.data.map((item) => (
                  <li key={item.id} className="flex flex-col gap-1 py-3 first:pt-0 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                    <div className="min-w-0">
                      <Link href={importRunHref(companyId, item.id)} className="font-medium break-all text-primary hover:underline">
                        {item.file_name}
                      </Link>
                      <p className="text-xs text-muted-foreground">
                        {countOf(item.row_count, 'row')}
                        {item.error_count > 0 ? ` · ${countOf(item.error_count, 'error')}` : ''} · {formatDateTime(item.created_at)}
                        {item.created_by ? ` · ${item.created_by.name}` : ''}
                      </p>
                    </div>
                    <span className="self-start sm:self-auto">
                      <ImportStatusBadge status={item.status} />
                    </span>
                  </li>
                ))}
              </ul>
              <Pager meta={d.meta} onPage={setPage} noun={['import', 'imports']} busy={isFetching} />
            </div>
          )}
        </QueryState>
      </div>
    </Card>
  );
}
