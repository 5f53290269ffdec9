import { Button } from '@/components/ui/button';

/** "2 filters applied" and "Clear filters": beside the search from `sm` up, under the pickers on phones. */
export function AppliedFilters({ count, onClear, live = false }: { count: number; onClear: () => void; live?: boolean }) {
  return (
    <>
      <span className="text-sm text-muted-foreground" aria-live={live ? 'polite' : undefined}>
        {count} {count === 1 ? 'filter' : 'filters'} applied
      </span>
      <Button variant="outline" size="small" onClick={onClear}>
        Clear filters
      </Button>
    </>
  );
}
