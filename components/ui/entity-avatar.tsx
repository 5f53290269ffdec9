import { cn } from '@/components/ui/cn';

const sizes = { sm: 'size-8 text-xs', md: 'size-10 text-sm', lg: 'size-16 text-lg' } as const;

/** A team's or workspace's image, or its initials on a tinted square. Decorative: the name is always shown beside it. */
export function EntityAvatar({ name, image, size = 'md', className }: { name: string; image: string | null; size?: keyof typeof sizes; className?: string }) {
  const box = cn('shrink-0 rounded-lg border border-border', sizes[size], className);
  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- upstream images are served through the BFF (/api/uploads/...)
    return <img src={image} alt="" className={cn(box, 'object-cover')} />;
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  return (
    <span aria-hidden="true" className={cn(box, 'flex items-center justify-center bg-primary-soft font-semibold text-primary')}>
      {initials || '?'}
    </span>
  );
}
