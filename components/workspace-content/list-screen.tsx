import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LayersIcon } from '@/components/ui/icons';
import { Link } from '@/components/ui/link';
import { PageHeader } from '@/components/ui/page-header';

/** The eyebrow of a workspace content screen: the workspace's name ("All selected workspaces" on `all`), linking to its home. */
export function WorkspaceEyebrow({ workspaceId, name }: { workspaceId: string; name: string }) {
  return (
    <Link href={`/workspace/${workspaceId}`} className="hover:text-foreground hover:underline">
      {name}
    </Link>
  );
}

export type ListScreenFrameProps = {
  title: string;
  description: string;
  eyebrow?: ReactNode;
  /** The header's buttons ("New task", "Upload file"…). */
  actions?: ReactNode;
  /** The filters and the list, spaced as one column. */
  children: ReactNode;
  /** After the column: the screen's dialogs (create, the `?…Id=` detail). */
  dialogs?: ReactNode;
};

/** The frame of a workspace content list screen (files, insights, meetings, tasks): the header, then filters and list. */
export function ListScreenFrame({ title, description, eyebrow, actions, children, dialogs }: ListScreenFrameProps) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} actions={actions} />
      <div className="space-y-4">{children}</div>
      {dialogs}
    </>
  );
}

/**
 * A list screen for a workspace the caller cannot use: not found (or none of their teams is part of
 * it) by default, or another reason; the way out is the workspaces list.
 */
export function WorkspaceUnavailable({
  title,
  heading = 'Workspace not found',
  description = 'It does not exist, or none of your teams is part of it.',
}: {
  title: string;
  heading?: string;
  description?: string;
}) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={LayersIcon} title={heading} description={description} action={<ButtonLink href="/workspaces">See your workspaces</ButtonLink>} />
    </>
  );
}
