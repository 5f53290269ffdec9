import type { MouseEvent, ReactNode } from 'react';
import { ButtonLink } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
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

type RowLinkProps = {
  /** The record's own address (`?fileId=12`): it opens in a new tab, and can be copied and shared. */
  href: string;
  /** Opens the record in place (its side panel or dialog). */
  onOpen: () => void;
  /**
   * How keyboard focus shows: `underline` under the title, or `ring` round the whole row (the row
   * is a `group` and draws `RowFocusRing`).
   */
  focus: 'underline' | 'ring';
  /** The title's layout, size and colour. */
  className?: string;
  children: ReactNode;
};

/**
 * The title of a list row (files, tasks, meetings, insights): a real link whose ::after covers
 * the row (the row is `relative`), so a press anywhere on it opens the record. A plain click opens
 * it in place without a page load; a click with a modifier key or another button is left to the
 * browser (new tab, new window).
 */
export function RowLink({ href, onOpen, focus, className, children }: RowLinkProps) {
  const open = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
    e.preventDefault();
    onOpen();
  };
  return (
    <a
      href={href}
      onClick={open}
      className={cn(
        'font-medium after:absolute after:inset-0',
        focus === 'ring' ? 'hover:underline focus-visible:outline-none' : 'outline-none focus-visible:underline',
        className,
      )}
    >
      {children}
    </a>
  );
}

/**
 * The keyboard focus ring of a row whose `RowLink` covers it, drawn on the whole row (the row is
 * `group relative`), since the link's own outline would only frame its text.
 */
export function RowFocusRing() {
  return (
    <span
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 ring-inset group-has-[a:focus-visible]:ring-2 group-has-[a:focus-visible]:ring-ring"
    />
  );
}
