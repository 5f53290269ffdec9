import type { ReactNode } from 'react';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import { Link } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';

type Props = {
  name: string;
  image: string | null;
  href: string;
  /** The line under the name. */
  subtitle: ReactNode;
  /** After the name column: counts, price, columns. */
  children?: ReactNode;
  /** The row's layout (a one-line flex row padded wider from `sm` by default). */
  className?: string;
  /** The name's weight: semibold by default. */
  medium?: boolean;
  subtitleClassName?: string;
};

/** One catalogue record in a list: its image, its name (the link covering the whole row), a subtitle and what follows. */
export function EntityLinkRow({ name, image, href, subtitle, children, className = 'sm:px-6', medium = false, subtitleClassName }: Props) {
  return (
    <li className={`relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 ${className}`}>
      <EntityAvatar name={name} image={image} />
      <div className="min-w-0 flex-1">
        <Link
          href={href}
          className={`block truncate text-sm ${medium ? 'font-medium' : 'font-semibold'} text-foreground outline-none after:absolute after:inset-0 focus-visible:underline`}
        >
          {name}
        </Link>
        <p className={cn('truncate text-xs text-muted-foreground', subtitleClassName)}>{subtitle}</p>
      </div>
      {children}
    </li>
  );
}
