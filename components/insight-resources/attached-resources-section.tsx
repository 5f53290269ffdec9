'use client';

import { Link } from '@/components/ui/link';
import { useState } from 'react';
import { ListFeedback } from '@/components/companies/list-feedback';
import { DownloadIcon } from '@/components/insights/insight-icons';
import { EmptyState } from '@/components/ui/empty-state';
import { PaperclipIcon, SearchIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Pager } from '@/components/ui/pager';
import { useErrorToast } from '@/lib/api/use-error-toast';
import type { InsightResource } from '@/lib/contract/insights';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { formatDay, personName } from '@/lib/insights/insight-format';
import { insightsHref, resourceDownloadUrl } from '@/lib/insights/insight-paths';
import { INSIGHT_MSG } from '@/lib/insights/messages';
import { formatBytes } from '@/lib/insights/upload-batches';
import { useAttachedResources } from '@/lib/insights/use-insight-queries';
import { useWorkspaceScope } from '@/lib/workspace-content/use-content-filters';

/** "Resources in insights": attached resources of the route's workspaces, searchable and paged. */
export function AttachedResourcesSection({ workspaceId }: { workspaceId: string }) {
  const scope = useWorkspaceScope(workspaceId);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState({ search: '', page: 1 });
  // A new search starts again at page 1.
  const current = page.search === search ? page.page : 1;
  const list = useAttachedResources({ page: current, per_page: 20, workspace_ids: scope.join(',') || undefined, search: search || undefined });
  useErrorToast(list.error, INSIGHT_MSG.fetch);

  return (
    <section aria-labelledby="attached-resources" className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="attached-resources" className="text-lg font-semibold">
            Resources in insights
          </h2>
          <p className="text-sm text-muted-foreground">Supporting documents of the insights in view.</p>
        </div>
        <Input
          type="search"
          aria-label="Search resources"
          placeholder="Search by file or insight"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="sm:max-w-xs"
        />
      </div>
      {!list.data ? <ListFeedback pending={list.isPending} error={list.error} label="resources" fallback={INSIGHT_MSG.fetch} onRetry={list.refetch} /> : null}
      {list.data && list.data.data.length === 0 ? (
        search ? (
          <EmptyState icon={SearchIcon} headingLevel={3} title="No resources match" description="Try another name." />
        ) : (
          <EmptyState
            icon={PaperclipIcon}
            headingLevel={3}
            title="No resources in insights yet"
            description="Resources appear here once they are attached to an insight."
          />
        )
      ) : null}
      {list.data && list.data.data.length > 0 ? (
        <div className="space-y-4">
          <ul
            aria-label="Resources in insights"
            aria-busy={list.isFetching || undefined}
            className="divide-y divide-border overflow-hidden rounded-card border border-border bg-surface"
          >
            {list.data.data.map((r) => (
              <AttachedResourceRow key={r.id} resource={r} workspaceId={workspaceId} />
            ))}
          </ul>
          <Pager meta={list.data.meta} onPage={(p) => setPage({ search, page: p })} noun={['resource', 'resources']} busy={list.isFetching} />
        </div>
      ) : null}
    </section>
  );
}

function AttachedResourceRow({ resource, workspaceId }: { resource: InsightResource; workspaceId: string }) {
  const name = resource.document.original_name;
  return (
    <li className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <a href={resourceDownloadUrl(resource.id)} download className="flex min-w-0 flex-1 items-center gap-2 text-sm font-medium text-primary hover:underline">
        <DownloadIcon className="size-4 shrink-0" />
        <span className="truncate">
          <span className="sr-only">Download </span>
          {name}
        </span>
      </a>
      {resource.insight_id !== null ? (
        <Link href={insightsHref(workspaceId, { insightId: resource.insight_id })} className="min-w-0 truncate text-sm text-foreground hover:underline sm:w-56">
          <span className="sr-only">Insight: </span>
          {resource.insight_name ?? 'Insight'}
        </Link>
      ) : null}
      <span className="text-xs text-muted-foreground sm:w-64 sm:text-right">
        {[personName(resource.uploaded_by), formatDay(resource.created_at), formatBytes(resource.document.size)].join(' · ')}
      </span>
    </li>
  );
}
