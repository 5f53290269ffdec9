'use client';

import { useQuery } from '@tanstack/react-query';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { apiData } from '@/lib/api/api-error';
import { queryKeys } from '@/lib/api/query-keys';
import type { z } from 'zod';
import type { otherUserResource } from '@/lib/contract/account';

type OtherUser = z.infer<typeof otherUserResource>;

/**
 * The spec's select list of other users (`user/other-users`: people who share a team with you),
 * offered as a shortcut that fills the email field. Hidden when there is nobody to pick; a failed
 * fetch just hides it (typing the email still works).
 */
export function OtherUsersSelect({ onPick }: { onPick: (email: string) => void }) {
  const { data } = useQuery({
    queryKey: queryKeys.otherUsers,
    queryFn: () => apiData<OtherUser[]>('user/other-users', { fallback: 'Error getting other users' }),
    retry: false,
  });
  if (!data || data.length === 0) return null;
  return (
    <Field label="Someone you already work with" hint="Or type any email address below.">
      <Select
        value=""
        placeholder="Choose a person"
        options={data.map((u) => ({ value: u.email, label: `${u.first_name} ${u.last_name} (${u.email})` }))}
        onChange={(e) => e.target.value && onPick(e.target.value)}
      />
    </Field>
  );
}
