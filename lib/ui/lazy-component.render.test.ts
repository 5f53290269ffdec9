/**
 * @jest-environment-options {"globalsCleanup": "off"}
 */
/**
 * A `serverRendered` island in a page, with React itself: the server's HTML, then the user acts
 * before the island's code has arrived, then the page hydrates and the code arrives. What the user
 * did reaches the island's handlers (decision 0040): a click (on the icon inside a button too), a
 * choice in a <select>, text typed into a field and files chosen.
 */
import { JSDOM } from 'jsdom';
import { act, createElement, useState } from 'react';
import type { ComponentType } from 'react';
import { serverHtml } from '@/lib/ui/render-kit';
import { ISLAND_CLICKS_SCRIPT } from './island-clicks';
import { serverRendered } from './lazy-component';

/** The island's content: a counter behind a button with an icon, a select, a text field and a file input, each echoed in the HTML. */
function Controls() {
  const [clicks, setClicks] = useState(0);
  const [role, setRole] = useState('member');
  const [name, setName] = useState('');
  const [files, setFiles] = useState(0);
  return createElement(
    'form',
    { onSubmit: (e: Event) => e.preventDefault() },
    createElement('button', { type: 'button', id: 'more', onClick: () => setClicks((n) => n + 1) }, createElement('svg', { id: 'dots' })),
    createElement(
      'select',
      { id: 'role', value: role, onChange: (e: { target: HTMLSelectElement }) => setRole(e.target.value) },
      createElement('option', { value: 'member' }, 'Member'),
      createElement('option', { value: 'admin' }, 'Admin'),
    ),
    createElement('input', { id: 'name', value: name, onChange: (e: { target: HTMLInputElement }) => setName(e.target.value) }),
    createElement('input', { id: 'files', type: 'file', multiple: true, onChange: (e: { target: HTMLInputElement }) => setFiles(e.target.files?.length ?? 0) }),
    createElement('output', { id: 'state' }, `${clicks}|${role}|${name}|${files}`),
  );
}

const page = (Island: ComponentType<object>) => createElement('main', null, createElement(Island));

describe('an island used before its code has arrived', () => {
  const globals = globalThis as unknown as Record<string, unknown>;
  let dom: JSDOM;
  // The island dispatches its event with the global Event: the window's, as in a browser, then Node's again.
  const nodeEvent = globals.Event;
  afterEach(() => {
    dom.window.close();
    for (const key of ['window', 'document', 'navigator', 'IS_REACT_ACT_ENVIRONMENT']) delete globals[key];
    globals.Event = nodeEvent;
  });

  it('gets the click, the choice, the text and the files once it has hydrated', async () => {
    const html = await serverHtml(page(serverRendered(async () => Controls)));
    dom = new JSDOM(`<!doctype html><body><div id="root">${html}</div></body>`, { runScripts: 'outside-only' });
    dom.window.eval(ISLAND_CLICKS_SCRIPT);
    const { window } = dom;
    Object.assign(globals, { window, document: window.document, navigator: window.navigator, Event: window.Event, IS_REACT_ACT_ENVIRONMENT: true });
    const $ = <T extends Element>(id: string) => window.document.getElementById(id) as unknown as T;
    expect($('state').textContent).toBe('0|member||0');

    // Before any code: a click on the button's icon, a choice, some text (what the browser does).
    $('dots').dispatchEvent(new window.MouseEvent('click', { bubbles: true, cancelable: true }));
    $<HTMLSelectElement>('role').value = 'admin';
    $('role').dispatchEvent(new window.Event('change', { bubbles: true }));
    Object.getOwnPropertyDescriptor(window.HTMLInputElement.prototype, 'value')?.set?.call($('name'), 'Ada');
    $('name').dispatchEvent(new window.Event('input', { bubbles: true }));
    // Two files chosen (JSDOM cannot set a file input's list: the element's own property stands in).
    const chosen = [new window.File(['a'], 'a.png'), new window.File(['b'], 'b.csv')];
    Object.defineProperty($('files'), 'files', { value: Object.assign(chosen, { item: (i: number) => chosen[i] }) });
    $('files').dispatchEvent(new window.Event('input', { bubbles: true }));
    $('files').dispatchEvent(new window.Event('change', { bubbles: true }));

    // The page hydrates; the island's code arrives later.
    let arrive: (c: ComponentType<object>) => void = () => {};
    const code = new Promise<ComponentType<object>>((resolve) => {
      arrive = resolve;
    });
    const { hydrateRoot } = await import('react-dom/client');
    const root = await act(async () => hydrateRoot($('root'), page(serverRendered(() => code))));
    expect($('state').textContent).toBe('0|member||0');
    await act(async () => {
      arrive(Controls);
      await code;
    });
    // Held and given back: the fields first, then the click once React has drawn their state.
    await act(() => new Promise((resolve) => window.setTimeout(resolve, 10)));
    expect($('state').textContent).toBe('1|admin|Ada|2');
    expect($<HTMLSelectElement>('role').value).toBe('admin');
    expect($<HTMLInputElement>('name').value).toBe('Ada');
    act(() => root.unmount());
  });
});
