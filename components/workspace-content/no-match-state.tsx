import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';

/**
 * The empty state of a filtered list that nothing matches, with "Clear filters": an outlined button,
 * or (`link`) a text button in the primary colour.
 */
export function NoMatchState({ title, description, onClear, link = false }: { title: string; description: string; onClear: () => void; link?: boolean }) {
  return (
    <EmptyState
      icon={SearchIcon}
      title={title}
      description={description}
      action={
        link ? (
          <button type="button" className="text-sm font-medium text-primary underline" onClick={onClear}>
            Clear filters
          </button>
        ) : (
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        )
      }
    />
  );
}
