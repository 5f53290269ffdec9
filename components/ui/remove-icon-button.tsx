import { cn } from './cn';
import { CloseIcon } from './more-icons';

type Props = {
  /** What it removes, for screen readers ("Unassign Ada Lovelace"). */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Inside a pill (an assignee's chip): a round, smaller ×. */
  small?: boolean;
};

/** The × beside one item of a list that takes it out: muted, red on hover. */
export function RemoveIconButton({ label, onClick, disabled, small = false }: Props) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'text-muted-foreground transition-colors hover:bg-danger-soft hover:text-danger focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-50',
        small ? 'rounded-full p-0.5' : 'rounded-control p-1',
      )}
    >
      <CloseIcon className={small ? 'size-3.5' : 'size-4'} />
    </button>
  );
}
