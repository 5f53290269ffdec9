import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ShowOlderButton } from './pager';

const pages = (hasNextPage: boolean, isFetchingNextPage = false) => ({ hasNextPage, isFetchingNextPage, fetchNextPage: () => Promise.resolve() });
const render = (p: ReturnType<typeof pages>) => renderToStaticMarkup(createElement(ShowOlderButton, { pages: p }));

describe('ShowOlderButton', () => {
  it('offers the older entries while there are some, and is gone after the last page', () => {
    expect(render(pages(true))).toMatch(/<button[^>]*>Show older<\/button>/);
    expect(render(pages(false))).toBe('');
  });

  it('cannot be pressed twice while the next page loads', () => {
    expect(render(pages(true, true))).toMatch(/<button[^>]*disabled=""[^>]*>Loading…<\/button>/);
  });
});
