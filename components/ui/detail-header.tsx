import type { ReactNode } from 'react';
import { BackLink } from './back-link';
import type { DetailBack } from './back-link';
import { Button } from './button';
import { EmptyState } from './empty-state';
import { AlertTriangleIcon } from './icons';
import { EntityAvatar } from './entity-avatar';
import { MoreActions } from './more-actions';
import { PageHeader } from './page-header';

export type DetailHeaderProps = {
  back?: DetailBack;
  /** In place of the back link: a breadcrumb of several places. */
  eyebrow?: ReactNode;
  title: string;
  /** The record's picture (or initials) beside the title; leave out for none. */
  avatar?: { image: string | null };
  /** Under the title: the owner, category, a few facts. */
  description?: ReactNode;
  /** The screen's buttons (edit, delete, remove…); see DetailEditDelete. */
  actions?: ReactNode;
  className?: string;
};

/**
 * The header of every detail screen (company, brand, product, retailer, partner, distributor,
 * team, workspace, workspace records, meeting): the way back (or a breadcrumb), the name as the
 * h1 (with the record's picture when given), what it belongs to, and the actions.
 */
export function DetailHeader({ back, eyebrow, title, avatar, description, actions, className }: DetailHeaderProps) {
  return (
    <PageHeader
      className={className}
      eyebrow={eyebrow ?? (back ? <BackLink {...back} /> : undefined)}
      title={
        avatar ? (
          <span className="flex min-w-0 items-center gap-3">
            <EntityAvatar name={title} image={avatar.image} size="lg" />
            <span className="min-w-0 break-words">{title}</span>
          </span>
        ) : (
          <span className="break-words">{title}</span>
        )
      }
      description={description || undefined}
      actions={actions ?? undefined}
    />
  );
}

/** Edit, and Delete in the "⋯" beside it, of a detail header (what they open stays with the screen). */
export function DetailEditDelete({ onEdit, onDelete, icons }: { onEdit: () => void; onDelete: () => void; icons?: { edit: ReactNode } }) {
  return (
    <>
      <Button variant="outline" icon={icons?.edit} onClick={onEdit}>
        Edit
      </Button>
      <MoreActions actions={[{ label: 'Delete…', danger: true, onSelect: onDelete }]} />
    </>
  );
}

export type DetailUnavailableProps = {
  back: DetailBack;
  /** The screen's h1 while there is no record ("Retailer not found", "Retailer"). */
  title: string;
  /** Set when the record does not exist (404): said as an empty state instead of an error. */
  missing?: { title: string; description: string; action?: ReactNode } | null;
  /** The error line when loading failed for another reason. */
  failure: string;
  onRetry: () => void;
};

/** A detail screen without its record: "not found" as an empty state, any other failure as an alert with "Try again". */
export function DetailUnavailable({ back, title, missing, failure, onRetry }: DetailUnavailableProps) {
  return (
    <>
      <DetailHeader back={back} title={title} />
      {missing ? (
        <EmptyState icon={AlertTriangleIcon} title={missing.title} description={missing.description} action={missing.action} />
      ) : (
        <p role="alert" className="text-sm text-danger">
          {failure}{' '}
          <button type="button" className="underline" onClick={onRetry}>
            Try again
          </button>
        </p>
      )}
    </>
  );
}
