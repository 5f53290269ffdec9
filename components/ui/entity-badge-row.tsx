import type { ReactNode } from 'react';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { Link } from '@/components/ui/link';

type Props = {
  name: string;
  image: string | null;
  href: string;
  /** Beside the name: a role or status badge. */
  badge: ReactNode;
  /** The lines under the name. */
  children: ReactNode;
};

/** A company or workspace in a list: its image, its name (the link covering the whole row) with a badge, and lines under it. */
export function EntityBadgeRow({ name, image, href, badge, children }: Props) {
  return (
    <li className="relative flex items-start gap-3 px-4 py-4 compact:py-2 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
      <EntityAvatar name={name} image={image} />
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Link
            href={href}
            className="min-w-0 truncate text-sm font-semibold text-foreground outline-none after:absolute after:inset-0 focus-visible:underline"
          >
            {name}
          </Link>
          {badge}
        </div>
        {children}
      </div>
    </li>
  );
}
