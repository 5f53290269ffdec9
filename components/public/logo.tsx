import { Link } from '@/components/ui/link';
import { cn } from '@/components/ui/cn';

/** The Collab word mark, linking home. */
export function Logo({ className, href = '/' }: { className?: string; href?: string }) {
  return (
    <Link href={href} className={cn('inline-flex items-center gap-2 rounded-control font-semibold text-foreground', className)}>
      <span
        aria-hidden="true"
        className="flex size-8 items-center justify-center rounded-control bg-primary text-base font-bold text-primary-foreground shadow-sm"
      >
        C
      </span>
      <span className="text-lg tracking-tight">Collab</span>
    </Link>
  );
}
