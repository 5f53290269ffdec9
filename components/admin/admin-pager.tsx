'use client';

import type { Dispatch, SetStateAction } from 'react';
import { Button } from '@/components/ui/button';
import type { PageMeta } from '@/lib/contract/common';

/** The super-administrator lists' footer: "3 users · page 1 of 2" with Previous / Next over the list's page state. */
export function AdminPager({ meta, noun, page, setPage }: { meta: PageMeta; noun: string; page: number; setPage: Dispatch<SetStateAction<number>> }) {
  return (
    <div className="flex items-center justify-between text-sm text-muted-foreground">
      <span>{`${meta.total} ${noun}${meta.total === 1 ? '' : 's'} · page ${meta.current_page} of ${meta.last_page}`}</span>
      <div className="flex gap-2">
        <Button size="small" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
          Previous
        </Button>
        <Button size="small" variant="outline" disabled={page >= meta.last_page} onClick={() => setPage((p) => p + 1)}>
          Next
        </Button>
      </div>
    </div>
  );
}
