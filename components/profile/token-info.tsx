'use client';

import { useQuery } from '@tanstack/react-query';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import type { ApiToken } from '@/lib/contract/account';
import { profileKeys } from './profile-query-keys';
import { SectionError } from './section-error';
import { describeAbilities, formatDate, tokenKindLabel } from './token-format';
import { useErrorToast } from '@/lib/api/use-error-toast';

const FALLBACK = 'Error retrieving token information';

/** `GET user/token-info`: the token this browser signs in with. */
export function TokenInfo() {
  const info = useQuery({ queryKey: profileKeys.tokenInfo, queryFn: () => apiData<ApiToken>('user/token-info', { fallback: FALLBACK }) });
  useErrorToast(info.error, FALLBACK);
  if (info.isPending) return <Spinner label="Loading token information" />;
  if (info.isError) return <SectionError text={FALLBACK} onRetry={() => info.refetch()} />;
  const token = info.data;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="text-muted-foreground">This sign-in</dt>
      <dd>
        {tokenKindLabel(token.kind)} · {describeAbilities(token.abilities)}
      </dd>
      <dt className="text-muted-foreground">Created</dt>
      <dd>{formatDate(token.created_at, 'unknown')}</dd>
      <dt className="text-muted-foreground">Expires</dt>
      <dd>{formatDate(token.expires_at, 'Does not expire')}</dd>
    </dl>
  );
}
