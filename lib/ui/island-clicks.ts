/**
 * Clicks on a server-rendered island (`serverRendered`, lib/ui/lazy-component.tsx) that land before
 * its code has arrived. React 19 does not replay such a click: it tries to hydrate the boundary at
 * once, cannot without the code, and lets the click go with no handler (decision 0040). This script
 * runs inline in <head> (app/layout.tsx), so from the first paint, before any of the page's code: a
 * capture listener on window, which runs before React's on the document, takes a click inside an
 * island that has not hydrated yet and gives it back once the island tells it has (the
 * `island-hydrated` event on its mark); fields changed and forms submitted meanwhile likewise.
 *
 * An island is found from the DOM alone: the server puts an empty `<template data-island>` right
 * before the island's Suspense boundary, whose HTML React writes between `<!--$-->` and `<!--/$-->`.
 * The template is outside the boundary, so it hydrates with the page.
 *
 * The function is sent as its source text: everything it uses is inside it.
 */
export function holdIslandClicks(win: Window, hydratedEvent: string): void {
  /** What was done in an island before it hydrated: clicks (with where they landed), fields changed, forms submitted. */
  type Pending = { clicks: { target: Element; path: number[] }[]; fields: Set<Element>; forms: Set<HTMLFormElement> };
  /** Marks of the islands that have hydrated, and what is pending for the others. */
  const hydrated = new WeakSet<Element>();
  const pending = new WeakMap<Element, Pending>();
  /** React's markers of a Suspense or Activity boundary: `$` (and `$?`, `$!`, `$~` on the way), `&`; closed by `/$`, `/&`. */
  const opens = (node: Node) => node.nodeType === 8 && /^[$&]/.test((node as Comment).data);
  const closes = (node: Node) => node.nodeType === 8 && /^\/[$&]/.test((node as Comment).data);
  const isMark = (node: Node | null): node is Element => node?.nodeType === 1 && (node as Element).hasAttribute('data-island');

  // The mark of the innermost island that holds `node`, or null. Walks back through the siblings of
  // `node` and of each of its ancestors: a boundary opened before it and not closed again holds it,
  // and is an island when the island's template stands right before it.
  const islandMarkOf = (node: Node): Element | null => {
    for (let level: Node | null = node; level?.parentNode; level = level.parentNode) {
      let depth = 0;
      for (let sibling = level.previousSibling; sibling; sibling = sibling.previousSibling) {
        if (closes(sibling)) depth++;
        else if (opens(sibling)) {
          if (depth > 0) depth--;
          else if (isMark(sibling.previousSibling)) return sibling.previousSibling;
        }
      }
    }
    return null;
  };

  // What is pending for the island holding `node`, when that island has not hydrated yet; else null.
  const pendingFor = (node: Node | null): { mark: Element; held: Pending } | null => {
    if (node?.nodeType !== 1) return null;
    const mark = islandMarkOf(node);
    if (!mark || hydrated.has(mark)) return null;
    let held = pending.get(mark);
    if (!held) {
      held = { clicks: [], fields: new Set(), forms: new Set() };
      pending.set(mark, held);
    }
    return { mark, held };
  };

  // Where `target` sits under the island: its top element's place among the elements after the mark,
  // then child indexes down. Used when React has drawn the island afresh instead of hydrating it.
  const pathFrom = (mark: Element, target: Element): number[] => {
    const path: number[] = [];
    let node = target;
    while (node.parentElement && node.parentElement !== mark.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
      node = node.parentElement;
    }
    let top = 0;
    for (let sibling = mark.nextElementSibling; sibling && sibling !== node; sibling = sibling.nextElementSibling) top++;
    return [top, ...path];
  };
  const atPath = (mark: Element, [top, ...path]: number[]): Element | null => {
    let node = mark.nextElementSibling;
    for (let i = 0; node && i < top; i++) node = node.nextElementSibling;
    for (const index of path) node = node?.children[index] ?? null;
    return node;
  };

  win.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      // A link is left to the browser: it navigates, code or not.
      if (target?.nodeType !== 1 || target.closest('a[href]')) return;
      const island = pendingFor(target);
      if (!island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      island.held.clicks.push({ target, path: pathFrom(island.mark, target) });
    },
    true,
  );

  // Typing into a field, picking in a <select> or choosing files, before the island hydrates changes the field, but
  // React was not there to hear it: its state keeps the server's value while the field shows the
  // user's (React 19 keeps what was typed; its own replay, `enableHydrationChangeEvent`, is off in
  // this build). The field is noted here, and its change told again once the island has hydrated.
  const noteEdit = (event: Event) => {
    pendingFor(event.target as Node | null)?.held.fields.add(event.target as Element);
  };
  win.addEventListener('input', noteEdit, true);
  win.addEventListener('change', noteEdit, true);

  // Enter in a form's field submits it: through a click on its submit button when it has one (held
  // above), else straight away, natively, which with no handler yet would reload the page with the
  // fields in its address. Such a submission is held too, and asked for again once the island has
  // hydrated (`requestSubmit`, which runs React's onSubmit).
  win.addEventListener(
    'submit',
    (event) => {
      const island = pendingFor(event.target as Node | null);
      if (!island) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      island.held.forms.add(event.target as HTMLFormElement);
    },
    true,
  );

  // A <select>'s onChange runs on "change", and so does a file input's (the files picked stay on the
  // element, which hydration keeps: React reads them from it). A text field's runs on "input" when the value differs
  // from the one React last saw (recorded by React's own setter on the element at hydration, which
  // already saw the typed text): the value is set through that setter to another one, put back
  // through the element's native setter, which React does not watch, and "input" is sent.
  const replayEdit = (field: Element) => {
    if (!field.isConnected) return;
    if (field.tagName === 'SELECT' || (field.tagName === 'INPUT' && (field as HTMLInputElement).type === 'file')) {
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const text = field as HTMLInputElement;
    if ((field.tagName !== 'INPUT' && field.tagName !== 'TEXTAREA') || /^(checkbox|radio|file|button|submit|reset|image)$/.test(text.type)) return;
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!native) return;
    const value = text.value;
    text.value = value === '' ? ' ' : '';
    native.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  // Its server HTML is kept by hydration, so the element clicked is still there; when React had to
  // drop that HTML and draw the island afresh, the element at the same place is clicked. The click is
  // dispatched on that very element, which is often an icon's <svg> or <path> inside a button: SVG
  // elements have no click() (a held click on the "⋯" of More actions, or a chip's "×", was dropped),
  // and a dispatched click bubbles to the button and runs its activation (a submit) as a real one does.
  win.addEventListener(
    hydratedEvent,
    (event) => {
      const mark = event.target as Element;
      hydrated.add(mark);
      const held = pending.get(mark);
      pending.delete(mark);
      if (!held) return;
      const clicks = () => {
        for (const { target, path } of held.clicks) {
          const element = target.isConnected ? target : atPath(mark, path);
          element?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true, view: win }));
        }
        for (const form of held.forms) if (form.isConnected) form.requestSubmit();
      };
      if (held.fields.size === 0) return clicks();
      // Fields first, as they were used; the clicks and submissions once React has drawn their new
      // state (a "Save" clicked after typing reads the typed text).
      for (const field of held.fields) replayEdit(field);
      win.setTimeout(clicks, 0);
    },
    true,
  );
}

/** The event lib/ui/lazy-component.tsx sends an island's mark once the island has hydrated (the same name there). */
export const ISLAND_HYDRATED_EVENT = 'island-hydrated';

/** The script app/layout.tsx puts in <head>, with the page's CSP nonce. */
export const ISLAND_CLICKS_SCRIPT = `(${holdIslandClicks.toString()})(window,${JSON.stringify(ISLAND_HYDRATED_EVENT)});`;
