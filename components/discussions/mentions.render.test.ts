/**
 * Server-renders the comment box and a comment with mentions: the textarea announces its
 * suggestion list, the list shows people as options, and mentions render as "@Name".
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { Comment } from '@/lib/contract/discussions';
import { CommentForm } from './comment-form';
import { CommentItem } from './comment-item';
import { MentionPicker } from './mention-picker';
import type { MentionPicker as Picker } from '@/lib/discussions/use-mention-picker';

const render = (element: ReactElement) => renderToString(createElement(QueryClientProvider, { client: new QueryClient() }, element));
const ada = { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.io', image: null };
const alan = { id: 2, first_name: 'Alan', last_name: 'Turing', email: 'alan@x.io', image: null };

function picker(patch: Partial<Picker>): Picker {
  return {
    open: true,
    listId: 'm1',
    loading: false,
    failed: false,
    query: 'a',
    suggestions: [ada, alan],
    active: 1,
    optionId: (p) => `m1-${p.id}`,
    setActive: () => {},
    pick: () => {},
    onKeyDown: () => false,
    track: () => {},
    blur: () => {},
    textareaProps: { 'aria-autocomplete': 'list', 'aria-controls': 'm1', 'aria-activedescendant': 'm1-2' },
    ...patch,
  };
}

describe('mentions in comments', () => {
  it('gives the comment box a suggestion list and the Ctrl+Enter shortcut', () => {
    const html = render(createElement(CommentForm, { submitLabel: 'Comment', onSubmit: async () => true, pending: false }));
    expect(html).toMatch(/<textarea[^>]*aria-autocomplete="list"/);
    expect(html).toContain('aria-keyshortcuts="Control+Enter Meta+Enter"');
    expect(html).toContain('Type @ to mention someone');
    expect(html).not.toContain('role="listbox"');
  });

  it('lists people as options with the highlighted one selected', () => {
    const html = render(createElement(MentionPicker, { picker: picker({}) }));
    expect(html).toContain('id="m1" role="listbox" aria-label="People to mention"');
    expect(html).toMatch(/id="m1-1" role="option" aria-selected="false"/);
    expect(html).toMatch(/id="m1-2" role="option" aria-selected="true"/);
    expect(html).toContain('Alan Turing');
    expect(html).toContain('2 people to mention.');
  });

  it('says when nobody matches, while people load, and renders nothing when closed', () => {
    expect(render(createElement(MentionPicker, { picker: picker({ suggestions: [], query: 'zed' }) }))).toContain('Nobody you work with matches “zed”.');
    expect(render(createElement(MentionPicker, { picker: picker({ loading: true, suggestions: [] }) }))).toContain('Loading people…');
    expect(render(createElement(MentionPicker, { picker: picker({ open: false }) }))).toBe('');
  });

  it('shows mentions in a comment as highlighted "@Name", not as markup', () => {
    const comment: Comment = {
      id: 3,
      discussion_id: 1,
      body: 'Thanks @[Ada Lovelace](user:1), see @[Alan Turing](user:2).',
      author: alan,
      can_edit: false,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    };
    const html = render(createElement(CommentItem, { comment, invalidateKey: ['files'] }));
    expect(html).toContain('Thanks <span data-user-id="1" class="rounded bg-primary/10 px-0.5 font-medium text-primary">@<!-- -->Ada Lovelace</span>, see ');
    expect(html).toContain('data-user-id="2"');
    expect(html).not.toContain('(user:1)');
  });
});
