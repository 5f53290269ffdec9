import { EmptyState } from '@/components/ui/empty-state';
import type { EmptyStateProps } from '@/components/ui/empty-state';

/** What a deleted or unreachable meeting or insight says: removed while on screen (it was `seen`), or never found. */
export function goneDescription(seen: boolean): string {
  return seen ? 'Someone removed it while you were looking at it.' : 'It was deleted, or it is not in a workspace you can see.';
}

type Props = {
  /** The icon of the record's kind (EmptyState's). */
  icon: EmptyStateProps['icon'];
  /** The record was on screen before it went (removed meanwhile); otherwise it was never found. */
  seen: boolean;
  /** The heading when it was removed while on screen, e.g. "This meeting was deleted.". */
  goneTitle: string;
  /** The heading when it was never found, e.g. "Meeting not found". */
  notFoundTitle: string;
};

/** What a record's dialog shows in place of a meeting or insight that was deleted or cannot be seen (404/403). */
export function GoneState({ icon, seen, goneTitle, notFoundTitle }: Props) {
  return <EmptyState icon={icon} headingLevel={3} className="my-2" title={seen ? goneTitle : notFoundTitle} description={goneDescription(seen)} />;
}
