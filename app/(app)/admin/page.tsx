import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { ActivityFeed } from '@/components/activity/activity-feed';
import { AdminUsers } from '@/components/admin/admin-users';
import { PendingWorkspaceRequests } from '@/components/admin/pending-workspace-requests';
import { PageHeader } from '@/components/ui/page-header';
import { getCurrentUser } from '@/lib/upstream/get-current-user';

export const metadata: Metadata = { title: 'Admin' };

type Props = { searchParams: Promise<{ error?: string }> };

/** Super-administrators only (the upstream enforces it on every call; this hides the page). */
export default async function AdminPage({ searchParams }: Props) {
  const me = await getCurrentUser();
  if (!me.ok || !me.user.is_superadmin) notFound();
  const { error } = await searchParams;
  return (
    <>
      <PageHeader title="Administration" description="Workspace requests waiting for approval, the users of the product, and everything they changed." />
      {error ? (
        <p role="alert" className="mb-4 rounded-md bg-danger-soft px-3 py-2 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <PendingWorkspaceRequests />
      <h2 className="mb-4 text-lg font-semibold text-foreground">Users</h2>
      <AdminUsers />
      <div className="mt-8">
        <ActivityFeed path="superadmin/activity" title="Activity log" perPage={20} showRoute tools />
      </div>
    </>
  );
}
