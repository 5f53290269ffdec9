/** Server-renders the Follow toggle with a known state: its label and pressed state (console.error fails a test). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { FollowState } from '@/lib/contract/follows';
import { followKey } from '@/lib/follows/use-follow';
import { FollowButton } from './follow-button';

function render(state: FollowState | null): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (state) client.setQueryData(followKey(state.kind, state.record_id), state);
  return renderToString(createElement(QueryClientProvider, { client }, createElement(FollowButton, { kind: 'task', id: 12 })));
}

describe('FollowButton', () => {
  it('is a pressed "Following" toggle for a follower and an unpressed "Follow" otherwise', () => {
    const on = render({ kind: 'task', record_id: 12, following: true });
    expect(on).toContain('aria-pressed="true"');
    expect(on).toMatch(/>Following<\/button>/);
    const off = render({ kind: 'task', record_id: 12, following: false });
    expect(off).toContain('aria-pressed="false"');
    expect(off).toMatch(/>Follow<\/button>/);
  });

  it('shows nothing until the state is known', () => {
    expect(render(null)).toBe('');
  });
});
