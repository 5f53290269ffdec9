'use client';

import { Link } from '@/components/ui/link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { apiData } from '@/lib/api/api-error';
import { apiFetch } from '@/lib/api/api-fetch';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { ApiToken } from '@/lib/contract/account';
import { CustomTokenDialog } from './custom-token-dialog';
import { NewTokenDialog } from './new-token-dialog';
import { profileKeys } from './profile-query-keys';
import { SectionError } from './section-error';
import { TokenInfo } from './token-info';
import { TokenList } from './token-list';
import type { NewToken } from './token-format';
import { useDeferredFocus } from '@/lib/hooks/use-deferred-focus';
import { useErrorToast } from '@/lib/api/use-error-toast';
import { ACCOUNT_TOAST } from '@/lib/toasts/messages';

const LIST_FALLBACK = 'Error retrieving tokens';

/**
 * API tokens: this sign-in's token, the list with revoke, a full-access token, a custom token
 * (abilities and expiry), and "the" API token regenerated. A new token is shown once.
 */
export function ApiTokensSection() {
  const [created, setCreated] = useState<NewToken | null>(null);
  const [customOpen, setCustomOpen] = useState(false);
  const [confirmRegenerate, setConfirmRegenerate] = useState(false);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const [listHeadingRef, focusListHeading] = useDeferredFocus<HTMLHeadingElement>();

  const tokens = useQuery({ queryKey: profileKeys.tokens, queryFn: () => apiData<ApiToken[]>('user/tokens', { fallback: LIST_FALLBACK }) });
  useErrorToast(tokens.error, LIST_FALLBACK);

  const fullAccess = useApiMutation<NewToken, void>({
    request: () => apiFetch<NewToken>('user/generate-full-access-token', { method: 'POST', json: {}, fallback: 'Error generating full access token' }),
    errorFallback: 'Error generating full access token',
    invalidate: [profileKeys.tokens],
    onSuccess: (token) => setCreated(token),
  });
  const regenerate = useApiMutation<NewToken, void>({
    request: () => apiFetch<NewToken>('user/regenerate-api-token', { method: 'POST', fallback: 'Error regenerating API token' }),
    errorFallback: 'Error regenerating API token',
    invalidate: [profileKeys.tokens],
  });
  const revoke = useApiMutation<unknown, number>({
    request: (id) => apiFetch('user/tokens', { method: 'DELETE', query: { id }, fallback: 'Error revoking token' }),
    errorFallback: 'Error revoking token',
    success: ACCOUNT_TOAST.tokenRevoked,
    invalidate: [profileKeys.tokens],
  });

  let list;
  if (tokens.isPending) list = <Spinner label="Loading tokens" />;
  else if (tokens.isError) list = <SectionError text={LIST_FALLBACK} onRetry={() => tokens.refetch()} />;
  else list = <TokenList tokens={tokens.data} onRevoke={setRevoking} />;

  return (
    <Card id="api-tokens" className="mt-6">
      <CardHeader
        title="API tokens"
        description={
          <>
            Scripts and integrations call the API at <code className="text-xs">/api/v1/…</code> on this site with{' '}
            <code className="text-xs">Authorization: Bearer &lt;token&gt;</code>, as you and within the token’s abilities and places. Keep tokens secret.{' '}
            <Link href="/developers">API reference and examples</Link>
          </>
        }
        actions={
          <>
            <Button size="small" onClick={() => setCustomOpen(true)}>
              Create custom token
            </Button>
            <Button size="small" variant="outline" onClick={() => void fullAccess.run()} loading={fullAccess.isPending} loadingText="Generating…">
              Generate full-access token
            </Button>
            <Button size="small" variant="outline" onClick={() => setConfirmRegenerate(true)}>
              Regenerate API token
            </Button>
          </>
        }
      />
      <CardBody className="space-y-5">
        <section aria-labelledby="token-info-heading" className="space-y-2">
          <h3 id="token-info-heading" className="text-sm font-semibold">
            Current token
          </h3>
          <TokenInfo />
        </section>
        <section aria-labelledby="token-list-heading" className="space-y-2">
          <h3 id="token-list-heading" ref={listHeadingRef} tabIndex={-1} className="text-sm font-semibold focus:outline-none">
            Your tokens
          </h3>
          {list}
        </section>
      </CardBody>

      <CustomTokenDialog
        open={customOpen}
        onOpenChange={setCustomOpen}
        onCreated={(token) => {
          setCustomOpen(false);
          setCreated(token);
          void tokens.refetch();
        }}
      />
      <NewTokenDialog token={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        open={confirmRegenerate}
        onOpenChange={setConfirmRegenerate}
        title="Regenerate your API token?"
        text="Your current API token stops working at once, and a new one is created. Integrations using it need the new one."
        confirmLabel="Regenerate"
        pendingLabel="Regenerating…"
        onConfirm={async () => {
          const token = await regenerate.run();
          // Close this dialog and open the token's in one render, so focus lands in the new one.
          if (token) {
            setConfirmRegenerate(false);
            setCreated(token);
          }
          return false;
        }}
        pending={regenerate.isPending}
      />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this token?"
        text={revoking ? `“${revoking.name}” stops working at once. This cannot be undone.` : ''}
        confirmLabel="Revoke"
        pendingLabel="Revoking…"
        onConfirm={async () => {
          // The revoked token's button goes away with it: focus its list instead.
          if (revoking && (await revoke.run(revoking.id)) !== false) {
            setRevoking(null);
            focusListHeading();
          }
          return false;
        }}
        pending={revoke.isPending}
      />
    </Card>
  );
}
