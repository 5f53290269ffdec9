'use client';

import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { ComponentType, ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { ButtonLink } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { EntityAvatar } from '@/components/ui/entity-avatar';
import type { IconProps } from '@/components/ui/icon-base';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { fetchLatest } from '@/lib/companies/queries';
import { seeAllLabel } from '@/lib/ui/plural';
import { ListFeedback } from './list-feedback';

type Item = { id: number; name: string; image: string | null; detail: ReactNode };
type Props<T> = {
  title: string;
  noun: string;
  /** The kind's icon (the sidebar's), drawn by the empty state. */
  icon: ComponentType<IconProps>;
  path: string;
  queryKey: QueryKey;
  fallback: string;
  listHref: string;
  newHref?: string;
  itemHref: (item: T) => string;
  toItem: (item: T) => Item;
};

/** The company screen's "latest brands / products": the five newest, with links to the full list. */
export function LatestCard<T extends { id: number }>({ title, noun, icon, path, queryKey, fallback, listHref, newHref, itemHref, toItem }: Props<T>) {
  const { data, isPending, error, refetch } = useQuery({ queryKey: [...queryKey, 'latest'], queryFn: () => fetchLatest<T>(path, fallback) });
  useErrorToast(error, fallback);
  const empty = data !== undefined && data.data.length === 0;
  // While there is none, "New brand" is the empty state's action instead of the header's: one link of that name.
  const create = (variant: 'primary' | 'outline') =>
    newHref ? (
      <ButtonLink href={newHref} size="small" variant={variant}>
        {`New ${noun}`}
      </ButtonLink>
    ) : null;
  return (
    <Card>
      <CardHeader title={title} as="h2" actions={empty ? null : create('outline')} />
      {isPending || error ? (
        <CardBody>
          <ListFeedback pending={isPending} error={error} label={title.toLowerCase()} fallback={fallback} onRetry={refetch} />
        </CardBody>
      ) : null}
      {empty ? <EmptyState compact headingLevel={3} icon={icon} title={`No ${noun}s yet`} action={create('primary') ?? undefined} /> : null}
      {data && data.data.length > 0 ? (
        <>
          <ul aria-label={title} className="divide-y divide-border">
            {data.data.map((raw) => {
              const item = toItem(raw);
              return (
                <li key={item.id} className="relative flex items-center gap-3 px-4 py-3 compact:py-1.5 hover:bg-muted/60 focus-within:bg-muted/60 sm:px-6">
                  <EntityAvatar name={item.name} image={item.image} size="sm" />
                  <div className="min-w-0 flex-1">
                    <Link href={itemHref(raw)} className="block truncate text-sm font-medium outline-none after:absolute after:inset-0 focus-visible:underline">
                      {item.name}
                    </Link>
                    <p className="truncate text-xs text-muted-foreground">{item.detail}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="border-t border-border px-4 py-3 text-sm sm:px-6">
            <Link href={listHref} className="font-medium text-primary hover:underline">
              {seeAllLabel(data.total, noun)} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </>
      ) : null}
    </Card>
  );
}
