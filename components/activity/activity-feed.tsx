'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { describeActivity } from '@/lib/activity/describe-activity';
import { apiFetch } from '@/lib/api/api-fetch';
import type { ActivityPage } from '@/lib/contract/activity';
import { formatDateTime } from '@/lib/dates/format-date';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  /** The upstream path: `workspaces/{id}/activity`, `companies/{id}/activity` or `superadmin/activity`. */
  path: string;
  title: string;
  perPage?: number;
  /** Show each entry's call (`PUT tasks/{taskId}`): the audit views, for administrators. */
  showRoute?: boolean;
  /** One record's history: `{ subject_type: 'tasks', subject_id: 7 }`. */
  filters?: Record<string, string | number>;
  /** Changes when the record does (its `updated_at`): the history reads itself again. */
  version?: string;
};

/**
 * A page of the activity log, newest first, worded for people ("Ada changed task “Ship the deck”",
 * each field before → after), with who impersonated or which API token acted; "Show older" reads
 * the next page by keyset. The upstream decides what the reader may see.
 */
export function ActivityFeed({ path, title, perPage = 10, showRoute = false, filters, version }: Props) {
  const query = useInfiniteQuery({
    queryKey: ['activity', path, perPage, filters, version],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      // Typed, not parsed: zod would add ~30 kB to the workspace home's first load (its budget).
      const res = await apiFetch<ActivityPage['data']>(path, {
        query: { ...filters, per_page: perPage, before: pageParam || undefined },
        fallback: 'Failed to fetch the activity',
      });
      if (!res.ok) throw new Error(res.message);
      return res.body as ActivityPage;
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];

  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {query.isPending ? <Spinner label="Loading activity" /> : null}
      {query.isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to fetch the activity.{' '}
          <Button size="small" variant="outline" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {query.isSuccess && entries.length === 0 ? <EmptyState title="No activity yet" description="Changes made here will be listed, newest first." /> : null}
      {entries.length > 0 ? (
        <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
          {entries.map((a) => {
            const line = describeActivity(a);
            return (
              <li key={a.id} className="px-4 py-3 text-sm compact:py-1.5">
                <p className="break-words text-foreground">
                  <span className="font-medium">{line.who}</span> {line.what}
                  {line.via ? <span className="text-muted-foreground"> {line.via}</span> : null}
                </p>
                {line.changes.length > 0 ? (
                  <ul className="mt-1 space-y-0.5 text-muted-foreground">
                    {line.changes.map((c) => (
                      <li key={c} className="break-words">
                        {c}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <p className="mt-1 text-xs text-muted-foreground">
                  <time dateTime={a.at}>{formatDateTime(a.at)}</time>
                  {showRoute ? <span className="ml-2 font-mono">{a.route}</span> : null}
                </p>
              </li>
            );
          })}
        </ol>
      ) : null}
      {query.hasNextPage ? (
        <Button variant="outline" size="small" disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? 'Loading…' : 'Show older'}
        </Button>
      ) : null}
    </section>
  );
}
