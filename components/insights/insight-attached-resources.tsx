'use client';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaperclipIcon } from '@/components/ui/icons';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { InsightDetail } from '@/lib/contract/insights';
import { formatDay } from '@/lib/insights/insight-format';
import { insightResourceApi, resourceDownloadUrl } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { formatBytes } from '@/lib/insights/upload-batches';
import { DownloadIcon } from './insight-icons';

/** The insight's resources with downloads; editors detach one (it goes back to its uploader's pending list). */
export function InsightAttachedResources({ insight }: { insight: InsightDetail }) {
  const detach = useApiMutation<unknown, number>({
    request: (rid) => apiFetch(insightResourceApi(insight.id, rid), { method: 'DELETE', fallback: INSIGHT_MSG.update }),
    errorFallback: INSIGHT_MSG.update,
    success: { title: INSIGHT_MSG.resourceDetached },
    invalidate: [queryKeys.insights],
  });
  // Under the section's h3; the sidebar's Resources icon.
  if (insight.resources.length === 0) return <EmptyState compact headingLevel={4} icon={PaperclipIcon} title="No resources attached" />;
  return (
    <ul aria-label="Attached resources" className="divide-y divide-border rounded-card border border-border">
      {insight.resources.map((r) => (
        <li key={r.id} className="flex items-center gap-3 px-3 py-2">
          <a href={resourceDownloadUrl(r.id)} download className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-primary hover:underline">
            <DownloadIcon className="size-4 shrink-0" />
            <span className="truncate">
              <span className="sr-only">Download </span>
              {r.document.original_name}
            </span>
          </a>
          <span className="hidden shrink-0 text-xs text-muted-foreground sm:inline">
            {formatBytes(r.document.size)} · {formatDay(r.created_at)}
          </span>
          {insight.can_edit ? (
            <Button
              size="small"
              variant="outline"
              aria-label={`Detach ${r.document.original_name}`}
              loading={detach.isPending && detach.variables === r.id}
              disabled={detach.isPending}
              onClick={() => void detach.run(r.id)}
            >
              Detach
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
