import type { AnchorHTMLAttributes, MouseEvent, ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { RowLink } from './list-screen';

type Click = Pick<MouseEvent<HTMLAnchorElement>, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/** Presses the row's link as the browser would, and tells whether it opened in place and whether the browser still navigates. */
function press(click: Partial<Click>) {
  const onOpen = jest.fn();
  const link = RowLink({ href: '/w/1/files?fileId=7', onOpen, focus: 'ring', children: 'Q3 deck' }) as ReactElement<AnchorHTMLAttributes<HTMLAnchorElement>>;
  const preventDefault = jest.fn();
  const event = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...click, preventDefault };
  link.props.onClick?.(event as unknown as MouseEvent<HTMLAnchorElement>);
  return { opened: onOpen.mock.calls.length === 1, browserNavigates: preventDefault.mock.calls.length === 0 };
}

describe('RowLink', () => {
  it('is a real link covering its row', () => {
    const html = renderToStaticMarkup(
      RowLink({ href: '/w/1/files?fileId=7', onOpen: () => {}, focus: 'underline', className: 'truncate', children: 'Q3 deck' }),
    );
    expect(html).toMatch(/^<a href="\/w\/1\/files\?fileId=7" class="[^"]*after:absolute after:inset-0[^"]*">Q3 deck<\/a>$/);
    expect(html).toContain('focus-visible:underline');
  });

  it('opens the record in place on a plain click', () => {
    expect(press({})).toEqual({ opened: true, browserNavigates: false });
  });

  it('leaves a click with a modifier key or the middle button to the browser (a new tab or window)', () => {
    for (const click of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      expect(press(click)).toEqual({ opened: false, browserNavigates: true });
    }
  });
});
