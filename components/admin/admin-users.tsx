'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { apiFetch } from '@/lib/api/api-fetch';
import { adminKeys } from '@/lib/admin/admin-keys';
import type { PageMeta } from '@/lib/contract/common';
import type { User } from '@/lib/contract/user';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { AdminPager } from './admin-pager';

type Page = { data: User[]; meta: PageMeta };

/** Paged, searchable user list with "Impersonate" (a form POST: the token never reaches JavaScript). */
export function AdminUsers() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const term = useDebouncedValue(search, 300);
  const { data, isPending, isError } = useQuery({
    queryKey: adminKeys.superadminUsers(term, page),
    queryFn: async () => {
      const res = await apiFetch<User[]>('superadmin/users', { query: { search: term || undefined, page }, fallback: 'Failed to fetch users' });
      if (!res.ok) throw new Error(res.message);
      return res.body as Page;
    },
    placeholderData: keepPreviousData,
  });

  return (
    <section aria-label="Users" className="space-y-4">
      <Input
        type="search"
        aria-label="Search users"
        placeholder="Search by name or email"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        className="max-w-sm"
      />
      {isPending ? <Spinner label="Loading users" /> : null}
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          Failed to fetch users.
        </p>
      ) : null}
      {data && data.data.length === 0 ? <EmptyState icon={SearchIcon} title="No users found" description="Try another search." /> : null}
      {data && data.data.length > 0 ? (
        <>
          <ul className="divide-y divide-border rounded-xl border border-border bg-surface">
            {data.data.map((u) => (
              <li key={u.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 compact:py-1.5">
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">
                    {u.first_name} {u.last_name}
                    {u.is_superadmin ? ' · super-administrator' : ''}
                  </p>
                  <p className="truncate text-sm text-muted-foreground">{u.email}</p>
                </div>
                {u.is_superadmin ? null : (
                  <form method="post" action="/api/superadmin/impersonate">
                    <input type="hidden" name="user_id" value={u.id} />
                    <Button type="submit" size="small" variant="outline" aria-label={`Impersonate ${u.email}`}>
                      Impersonate
                    </Button>
                  </form>
                )}
              </li>
            ))}
          </ul>
          <AdminPager meta={data.meta} noun="user" page={page} setPage={setPage} />
        </>
      ) : null}
    </section>
  );
}
