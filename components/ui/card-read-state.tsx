import { EmptyState } from './empty-state';
import type { EmptyStateProps } from './empty-state';
import { Spinner } from './spinner';

export type CardReadStateProps = {
  /** The card's title: the spinner says "Loading {title}". */
  title: string;
  pending: boolean;
  failed: string | null;
  /** The kind's compact empty state once the list is known to be empty, else null. */
  empty: Pick<EmptyStateProps, 'icon' | 'title'> | null;
  /** The card's rows sit in the page's gutters (`px-4 sm:px-6`), so its states line up with them. */
  gutters?: boolean;
};

/** What a card with a list shows before (or instead of) its rows: the spinner, the failure, or the kind's compact empty state. */
export function CardReadState({ title, pending, failed, empty, gutters = false }: CardReadStateProps) {
  return (
    <>
      {pending ? (
        <div className={gutters ? 'px-4 py-6 sm:px-6' : 'p-4'}>
          <Spinner label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className={gutters ? 'px-4 py-4 text-sm text-danger sm:px-6' : 'p-4 text-sm text-danger'}>
          {failed}.
        </p>
      ) : null}
      {empty ? <EmptyState compact headingLevel={3} {...empty} /> : null}
    </>
  );
}
