import { Button } from './button';

/** What the button needs of a keyset-paged `useInfiniteQuery`. */
type OlderPages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** "Show older" under a newest-first list read by keyset (activity, trash): reads the next page; gone on the last one. */
export function ShowOlderButton({ pages }: { pages: OlderPages }) {
  if (!pages.hasNextPage) return null;
  return (
    <Button variant="outline" size="small" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
      {pages.isFetchingNextPage ? 'Loading…' : 'Show older'}
    </Button>
  );
}
