import { cn } from '@/components/ui/cn';
import type { MemberUser } from '@/lib/contract/teams';
import { personName } from '@/lib/people/person-name';
import { initialsOf, peopleText } from '@/lib/people/people-text';

const sizes = { sm: 'size-6 text-[0.625rem]', md: 'size-8 text-xs' } as const;

/** A person's picture, or their initials on a tinted circle. Decorative: the name is given beside it or by the stack. */
export function PersonAvatar({ user, size = 'sm', className }: { user: MemberUser; size?: keyof typeof sizes; className?: string }) {
  const box = cn('inline-flex shrink-0 items-center justify-center rounded-full border-2 border-surface', sizes[size], className);
  if (user.image) {
    // eslint-disable-next-line @next/next/no-img-element -- user images are served through the BFF (/api/uploads/...)
    return <img src={user.image} alt="" aria-hidden="true" className={cn(box, 'object-cover')} />;
  }
  return (
    <span aria-hidden="true" className={cn(box, 'bg-primary-soft font-semibold text-primary')}>
      {initialsOf(user)}
    </span>
  );
}

/** Overlapping avatars (three, then "+N"), named for screen readers ("Assigned to Ada Lovelace and Alan Turing"). */
export function AvatarStack({ users, label = 'Assigned to', max = 3 }: { users: readonly MemberUser[]; label?: string; max?: number }) {
  if (users.length === 0) return null;
  const shown = users.slice(0, max);
  const rest = users.length - shown.length;
  const text = `${label} ${peopleText(users, max)}`;
  return (
    <span role="img" aria-label={text} title={users.map((u) => personName(u)).join(', ')} className="inline-flex items-center -space-x-1.5">
      {shown.map((u) => (
        <PersonAvatar key={u.id} user={u} />
      ))}
      {rest > 0 ? (
        <span
          aria-hidden="true"
          className="inline-flex size-6 items-center justify-center rounded-full border-2 border-surface bg-muted text-[0.625rem] font-semibold text-muted-foreground"
        >
          +{rest}
        </span>
      ) : null}
    </span>
  );
}
