/**
 * @jest-environment-options {"globalsCleanup": "off"}
 */
/**
 * The forms' date field: a native date input (the value the forms send, `yyyy-mm-dd`; typing and
 * the browser's picker) that shows the day in the app's words while it is not being edited, and the
 * From–To pair built of two.
 */
import { JSDOM } from 'jsdom';
import { act, createElement, useState } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Root } from 'react-dom/client';
import { DateField, DateRange } from './date-field';
import { Field } from './field';
import type { FieldProps } from './field';

const render = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
/** The words drawn over the input (hidden from screen readers, which hear the input's own value). */
const wordsOf = (html: string) => html.match(/<span aria-hidden="true" class="([^"]*)">([^<]*)<\/span>/);

describe('DateField', () => {
  it('is a native date input with the ISO day, named and labelled by its Field', () => {
    const html = render(
      createElement(
        Field,
        // The children come as the third argument, so the props alone lack them.
        { label: 'Due date', hint: 'Optional.', id: 'due' } as FieldProps,
        createElement(DateField, { name: 'due_date', value: '2026-12-07', onChange: () => {} }),
      ),
    );
    expect(html).toMatch(/<label[^>]*for="due"[^>]*>Due date/);
    const input = html.match(/<input [^>]*>/)?.[0] ?? '';
    expect(input).toContain('type="date"');
    expect(input).toContain('name="due_date"');
    expect(input).toContain('value="2026-12-07"');
    expect(input).toContain('id="due"');
    expect(input).toContain('aria-describedby="due-hint"');
  });

  it('shows the day as "Dec 7, 2026" over the input, whose own text (in the browser\'s locale) is hidden', () => {
    const html = render(createElement(DateField, { value: '2026-12-07', onChange: () => {} }));
    expect(wordsOf(html)?.[2]).toBe('Dec 7, 2026');
    expect(wordsOf(html)?.[1]).toContain('text-foreground');
    expect(html.match(/<input [^>]*>/)?.[0]).toContain('text-transparent');
  });

  it('an empty field says its placeholder, muted', () => {
    const words = wordsOf(render(createElement(DateField, { value: '', placeholder: 'No due date', onChange: () => {} })));
    expect(words?.[2]).toBe('No due date');
    expect(words?.[1]).toContain('text-muted-foreground');
    expect(wordsOf(render(createElement(DateField, { value: '', onChange: () => {} })))?.[2]).toBe('Pick a date');
  });

  it('keeps the attributes it is given (min, disabled) on the input', () => {
    const html = render(createElement(DateField, { value: '2026-12-07', min: '2026-12-01', disabled: true, onChange: () => {} }));
    expect(html).toMatch(/<input [^>]*min="2026-12-01"[^>]*disabled=""/);
    expect(wordsOf(html)?.[1]).toContain('text-muted-foreground');
  });

  describe('in the browser', () => {
    let dom: JSDOM;
    let root: Root;
    let container: HTMLElement;
    const globals = globalThis as unknown as Record<string, unknown>;

    beforeEach(async () => {
      dom = new JSDOM('<!doctype html><body></body>');
      Object.assign(globals, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator, IS_REACT_ACT_ENVIRONMENT: true });
      const { createRoot } = await import('react-dom/client');
      container = dom.window.document.createElement('div');
      dom.window.document.body.append(container);
      root = createRoot(container);
    });
    afterEach(() => {
      act(() => root.unmount());
      // Its timers (a focus change queues a selectionchange event) must not outlive the globals.
      dom.window.close();
      for (const key of ['window', 'document', 'navigator', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[key];
    });

    function Form() {
      const [day, setDay] = useState('2026-12-07');
      return createElement('form', null, createElement(DateField, { name: 'due_date', value: day, onChange: (e) => setDay(e.target.value) }));
    }
    const words = () => container.querySelector('span[aria-hidden="true"]')?.textContent ?? null;

    it('shows the input as it is while it has focus, and the words again once left', () => {
      act(() => root.render(createElement(Form)));
      const input = container.querySelector('input') as HTMLInputElement;
      expect(words()).toBe('Dec 7, 2026');
      act(() => input.focus());
      expect(words()).toBeNull();
      expect(input.className).not.toContain('text-transparent');
      act(() => input.blur());
      expect(words()).toBe('Dec 7, 2026');
      expect(input.className).toContain('text-transparent');
    });

    it('a day picked or typed is sent as yyyy-mm-dd, and shown in words once the field is left', () => {
      act(() => root.render(createElement(Form)));
      const input = container.querySelector('input') as HTMLInputElement;
      act(() => input.focus());
      // What the browser does when a day is picked: set the value, fire "input" (React's onChange).
      const setValue = Object.getOwnPropertyDescriptor(dom.window.HTMLInputElement.prototype, 'value')?.set;
      act(() => {
        setValue?.call(input, '2027-01-15');
        input.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
      });
      act(() => input.blur());
      expect(new dom.window.FormData(container.querySelector('form') as HTMLFormElement).get('due_date')).toBe('2027-01-15');
      expect(words()).toBe('Jan 15, 2027');
    });
  });
});

describe('DateRange', () => {
  const range = (from: string | null, to: string | null) =>
    render(createElement(DateRange, { legend: 'Due', value: { from, to }, onChange: () => undefined, min: '2026-01-01' }));

  it('names the group first, then labels each day field with visible "From" and "To"', () => {
    const html = range('2026-03-01', null);
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Due<\/legend>/);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>From<\/label><div[^>]*><input type="date"[^>]*id="\1"/);
    expect(html).toMatch(/>To<\/label><div[^>]*><input/);
    // "To" starts at "From"; "From" at the data's first day.
    expect(html).toMatch(/id="[^"]+-from" min="2026-01-01"/);
    expect(html).toMatch(/id="[^"]+-to" min="2026-03-01"/);
    expect(html).toMatch(/-from"[^>]*value="2026-03-01"/);
    expect(html).toContain('>Mar 1, 2026</span>');
    expect(html).toContain('>Any day</span>');
  });

  it('offers "Clear" (named by its visible word first) only when a day is set', () => {
    expect(range(null, null)).not.toContain('Clear');
    expect(range(null, '2026-04-01')).toMatch(/<button type="button"[^>]*>Clear<span class="sr-only"> due dates<\/span><\/button>/);
  });
});
