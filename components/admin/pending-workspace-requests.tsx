'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { formatFull, formatWhen } from '@/lib/dates/format-when';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { InboxIcon } from '@/components/ui/icons';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { adminKeys } from '@/lib/admin/admin-keys';
import type { PageMeta } from '@/lib/contract/common';
import type { WorkspaceRequest } from '@/lib/contract/workspaces';
import { AdminPager } from './admin-pager';
import type { Review } from './review-workspace-dialog';
import { clientOnly } from '@/lib/ui/lazy-component';

/** The dialog: its code loads after the page is up (decision 0014), not with the page. */
const ReviewWorkspaceDialog = clientOnly(() => import('./review-workspace-dialog').then((m) => m.ReviewWorkspaceDialog));

type Page = { data: WorkspaceRequest[]; meta: PageMeta };

async function fetchRequests(page: number): Promise<Page> {
  const res = await apiFetch<WorkspaceRequest[]>('superadmin/pending-workspace-requests', { query: { page }, fallback: 'Failed to fetch workspace requests' });
  if (!res.ok) throw new ApiError(res);
  return res.body as Page;
}

const person = (u: WorkspaceRequest['requested_by']) => (u ? `${u.first_name} ${u.last_name}`.trim() || u.email : 'Unknown');

/** The owner team: the request's `owner_team`, else the attached team marked as owner. */
const ownerTeam = (r: WorkspaceRequest) => r.owner_team?.name ?? r.teams.find((t) => t.is_owner)?.name ?? '—';

/** Workspace requests waiting for a super-administrator (spec §6), oldest first, paged. */
export function PendingWorkspaceRequests() {
  const [page, setPage] = useState(1);
  // The target stays set while the dialog animates closed; `n` gives each opening a fresh note field.
  const [reviewing, setReviewing] = useState<{ request: WorkspaceRequest; review: Review; n: number } | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const startReview = (request: WorkspaceRequest, review: Review) => {
    setReviewing((prev) => ({ request, review, n: (prev?.n ?? 0) + 1 }));
    setDialogOpen(true);
  };
  const { data, isPending, isError, error, refetch } = useQuery({
    queryKey: adminKeys.pendingWorkspaceRequestsPage(page),
    queryFn: () => fetchRequests(page),
    placeholderData: keepPreviousData,
  });
  // After the last request of a later page is reviewed, step back to a page that exists.
  if (data && data.data.length === 0 && page > 1 && page > data.meta.last_page) setPage(Math.max(1, data.meta.last_page));

  return (
    <section aria-labelledby="pending-requests-heading" className="mb-10 space-y-4">
      <h2 id="pending-requests-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-foreground outline-none">
        Pending workspace requests
      </h2>
      {isPending ? <Spinner label="Loading workspace requests" /> : null}
      {isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
          {error instanceof ApiError ? error.message : 'Failed to fetch workspace requests'}
          <Button size="small" variant="outline" onClick={() => void refetch()}>
            Try again
          </Button>
        </div>
      ) : null}
      {data && data.data.length === 0 ? (
        <EmptyState icon={InboxIcon} headingLevel={3} title="No pending requests" description="New workspace requests appear here for approval." />
      ) : null}
      {data && data.data.length > 0 ? (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {data.data.map((r) => (
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 compact:py-1.5">
                <div className="min-w-0 space-y-0.5">
                  <p className="truncate text-sm font-medium text-foreground">{r.name}</p>
                  <p className="text-sm text-muted-foreground">
                    Requested by {person(r.requested_by)}
                    {r.requested_by ? <span className="break-all"> ({r.requested_by.email})</span> : null} · owner team {ownerTeam(r)} ·{' '}
                    <time dateTime={r.created_at} title={formatFull(r.created_at)}>
                      {formatWhen(r.created_at)}
                    </time>
                  </p>
                  {r.description ? <p className="line-clamp-2 text-sm text-muted-foreground">{r.description}</p> : null}
                </div>
                <div className="flex gap-2">
                  <Button size="small" onClick={() => startReview(r, 'approve')} aria-label={`Approve ${r.name}`}>
                    Approve
                  </Button>
                  <Button size="small" variant="outline" onClick={() => startReview(r, 'disapprove')} aria-label={`Disapprove ${r.name}`}>
                    Disapprove
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {data.meta.last_page > 1 ? <AdminPager meta={data.meta} noun="request" page={page} setPage={setPage} /> : null}
        </>
      ) : null}
      {reviewing ? (
        <ReviewWorkspaceDialog
          key={reviewing.n}
          open={dialogOpen}
          request={reviewing.request}
          review={reviewing.review}
          onClose={() => setDialogOpen(false)}
          // The reviewed row is gone once the list reloads: park focus on the section heading.
          onReviewed={() => setTimeout(() => headingRef.current?.focus(), 0)}
        />
      ) : null}
    </section>
  );
}
