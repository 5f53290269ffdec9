'use client';

import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { describeActivity } from '@/lib/activity/describe-activity';
import { apiFetch } from '@/lib/api/api-fetch';
import { recordTimeline } from '@/lib/activity/record-timeline';
import type { ActivityPage } from '@/lib/contract/activity';
import type { Discussion } from '@/lib/contract/discussions';
import { formatDateTime } from '@/lib/dates/format-date';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { HistoryIcon } from '@/components/ui/more-icons';
import { RetryAlert } from '@/components/ui/retry-alert';
import { ShowOlderButton } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { ActivityTools, type ActivityFilters } from './activity-tools';

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
  /** Filters (person, kind, action, days) and "Export CSV": the feeds and audit logs, not a record's history. */
  tools?: boolean;
  /** A record's discussions: its history shows each one started and each comment among the writes. */
  discussions?: readonly Discussion[];
};

/**
 * A page of the activity log, newest first, worded for people ("Ada changed task “Ship the deck”",
 * each field before → after), with who impersonated or which API token acted; "Show older" reads
 * the next page by keyset. The upstream decides what the reader may see.
 */
export function ActivityFeed({ path, title, perPage = 10, showRoute = false, filters, version, tools = false, discussions }: Props) {
  const [chosen, setChosen] = useState<ActivityFilters>({});
  // The person filter offers whoever appeared in the pages read so far (kept when one is chosen).
  const [people, setPeople] = useState<{ id: number; name: string }[]>([]);
  const query = useInfiniteQuery({
    queryKey: ['activity', path, perPage, filters, version, chosen],
    initialPageParam: 0,
    queryFn: async ({ pageParam }): Promise<ActivityPage> => {
      // Typed, not parsed: zod would add ~30 kB to the workspace home's first load (its budget).
      const res = await apiFetch<ActivityPage['data']>(path, {
        query: { ...filters, ...chosen, per_page: perPage, before: pageParam || undefined },
        fallback: 'Failed to fetch the activity',
      });
      if (!res.ok) throw new Error(res.message);
      const page = res.body as ActivityPage;
      if (tools) setPeople((known) => withActors(known, page.data));
      return page;
    },
    getNextPageParam: (last) => last.next_before ?? undefined,
  });
  const entries = query.data?.pages.flatMap((p) => p.data) ?? [];

  const filtered = Object.values(chosen).some((v) => v !== undefined);
  const items = recordTimeline(entries, discussions ?? [], !query.hasNextPage);

  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-semibold text-foreground">{title}</h2>
      {tools ? <ActivityTools path={path} filters={chosen} onChange={setChosen} people={people} /> : null}
      {query.isPending ? <Spinner label="Loading activity" /> : null}
      {query.isError ? <RetryAlert message="Failed to fetch the activity" onRetry={() => query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 ? (
        filtered ? (
          <EmptyState icon={SearchIcon} title="Nothing matches" description="No activity matches these filters." />
        ) : (
          <EmptyState icon={HistoryIcon} title="No activity yet" description="Changes made here will be listed, newest first." />
        )
      ) : null}
      {items.length > 0 ? (
        <ol className="divide-y divide-border rounded-xl border border-border bg-surface">
          {items.map((item) => {
            if (item.kind === 'said') {
              return (
                <li key={item.key} className="px-4 py-3 text-sm compact:py-1.5">
                  <p className="break-words text-foreground">
                    <span className="font-medium">{item.who}</span> {item.what}
                  </p>
                  {item.text ? (
                    <blockquote className="mt-1 border-l-2 border-border pl-2 break-words whitespace-pre-wrap text-muted-foreground">{item.text}</blockquote>
                  ) : null}
                  <p className="mt-1 text-xs text-muted-foreground">
                    <time dateTime={item.at}>{formatDateTime(item.at)}</time>
                  </p>
                </li>
              );
            }
            const a = item.entry;
            const line = describeActivity(a);
            return (
              <li key={item.key} className="px-4 py-3 text-sm compact:py-1.5">
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
      <ShowOlderButton pages={query} />
    </section>
  );
}

function withActors(known: { id: number; name: string }[], entries: ActivityPage['data']): { id: number; name: string }[] {
  const fresh = entries.flatMap((a) => (a.actor && !known.some((p) => p.id === a.actor?.id) ? [a.actor] : []));
  if (fresh.length === 0) return known;
  const all = [...known];
  for (const p of fresh) if (!all.some((q) => q.id === p.id)) all.push(p);
  return all.sort((x, y) => x.name.localeCompare(y.name));
}
