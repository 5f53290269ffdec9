'use client';

import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { apiFetch } from '@/lib/api/api-fetch';
import { queryKeys } from '@/lib/api/query-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import { membershipsOf } from '@/lib/teams/memberships';
import { fetchMyTeams } from '@/lib/teams/team-queries';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { myWorkspaceRequests } from '@/lib/workspaces/workspace-lists';
import { fetchAllWorkspaces } from '@/lib/workspaces/workspace-queries';
import { ApprovalBadge } from './status-badge';
import { WORKSPACE_TOAST } from '@/lib/toasts/messages';
import { formatDate, formatDateTime } from '@/lib/dates/format-date';
import { useState } from 'react';

/** The upstream sends one reminder an hour per workspace (REMINDER_EVERY_SECONDS). */
const REMINDER_EVERY_MS = 3_600_000;

/** The caller's workspace requests not approved (yet), from `GET workspaces/all`; hidden when there are none. */
export function WorkspaceRequests({ userId }: { userId: number }) {
  const all = useQuery({ queryKey: queryKeys.workspacesAll, queryFn: fetchAllWorkspaces });
  const teams = useQuery({ queryKey: queryKeys.teams, queryFn: fetchMyTeams });
  // When this page last sent each workspace's reminder: the button waits out the hour, and says so.
  const [reminded, setReminded] = useState<Record<number, number>>({});
  useErrorToast(all.error, 'Failed to fetch all workspaces');
  const ask = useApiMutation<unknown, number>({
    // The contract's schema is imported when used: zod stays out of the first load (decision 0014).
    request: async (id) =>
      apiFetch('user/workspace-approval', { method: 'POST', json: (await import('@/lib/contract/account')).workspaceApprovalBody.parse({ workspace_id: id }) }),
    errorFallback: 'Error making your request for approval',
    success: WORKSPACE_TOAST.approvalRequested,
    onSuccess: (_data, id) => setReminded((was) => ({ ...was, [id]: Date.now() })),
  });

  if (all.isError) {
    return (
      <p role="alert" className="text-sm text-danger">
        Failed to fetch all workspaces.
      </p>
    );
  }
  const requests = all.data ? myWorkspaceRequests(all.data, userId, membershipsOf(teams.data ?? [])) : [];
  if (requests.length === 0) return null;

  return (
    <Card>
      <CardHeader
        title="Your workspace requests"
        description="A super-administrator reviews each new workspace before teams can work in it: they were told by email when you asked, and you get a notification as soon as it is approved or declined."
      />
      <p className="border-t border-border px-4 py-3 text-sm text-muted-foreground sm:px-6">
        Meanwhile, you can set up your company’s catalogue (brands, products, retailers) under{' '}
        <Link href="/companies" className="font-medium text-primary hover:underline">
          Companies
        </Link>
        : it is ready for the workspace once it opens.
      </p>
      <ul aria-label="Workspace requests" className="divide-y divide-border">
        {requests.map((ws) => (
          <li key={ws.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-6">
            <div className="min-w-0 flex-1 basis-48 space-y-1">
              <div className="flex flex-wrap items-center gap-2">
                <Link href={`/workspace/${ws.id}/management`} className="truncate text-sm font-medium text-foreground hover:underline">
                  {ws.name}
                </Link>
                <ApprovalBadge approval={ws.approval_status} />
              </div>
              <p className="text-xs text-muted-foreground">Requested {formatDate(ws.created_at)}</p>
              {ws.review_note ? <p className="text-sm text-muted-foreground">Reviewer’s note: {ws.review_note}</p> : null}
            </div>
            {ws.approval_status === 'pending' && reminded[ws.id] ? (
              <p role="status" className="text-xs text-muted-foreground">
                Reminder sent. You can send another after {formatDateTime(new Date(reminded[ws.id] + REMINDER_EVERY_MS).toISOString())}.
              </p>
            ) : ws.approval_status === 'pending' ? (
              <Button
                size="small"
                variant="outline"
                loading={ask.isPending && ask.variables === ws.id}
                loadingText="Asking…"
                onClick={() => void ask.run(ws.id)}
              >
                Remind the administrators
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
