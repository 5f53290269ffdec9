'use client';

import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { KeyIcon } from '@/components/ui/more-icons';
import type { ApiToken } from '@/lib/contract/account';
import { describeAbilities, describePlaces, formatDate, tokenKindLabel } from './token-format';

export type TokenListProps = {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
};

/** The user's live tokens; the one of this sign-in cannot be revoked here (signing out does that). */
export function TokenList({ tokens, onRevoke }: TokenListProps) {
  if (tokens.length === 0)
    return <EmptyState icon={KeyIcon} headingLevel={4} title="No tokens" description="Tokens you create for scripts and integrations appear here." />;
  return (
    <ul className="divide-y divide-border rounded-card border border-border" aria-label="Your tokens">
      {tokens.map((token) => (
        <li key={token.id} className="flex flex-wrap items-start justify-between gap-3 px-4 py-3">
          <div className="min-w-0 flex-1 space-y-1">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{token.name}</span>
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs text-muted-foreground">{tokenKindLabel(token.kind)}</span>
              {token.current ? <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary">This session</span> : null}
            </p>
            <p className="text-sm text-muted-foreground">{describeAbilities(token.abilities)}</p>
            {token.kind === 'custom' ? <p className="text-sm text-muted-foreground">{describePlaces(token.scope)}</p> : null}
            <p className="text-xs text-muted-foreground">
              Created {formatDate(token.created_at, 'unknown')} · {token.last_used_at ? `Last used ${formatDate(token.last_used_at, 'unknown')}` : 'Never used'}{' '}
              · {token.expires_at ? `Expires ${formatDate(token.expires_at, 'unknown')}` : 'Does not expire'}
            </p>
          </div>
          {token.current ? null : (
            <Button variant="outline" size="small" onClick={() => onRevoke(token)} aria-label={`Revoke ${token.name}`}>
              Revoke
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
