/**
 * Clicks on a server-rendered island (`serverRendered`, lib/ui/lazy-component.tsx) that land before
 * its code has arrived. React 19 does not replay such a click: it tries to hydrate the boundary at
 * once, cannot without the code, and lets the click go with no handler (decision 0040). This script
 * runs inline in <head> (app/layout.tsx), so from the first paint, before any of the page's code: a
 * capture listener on window, which runs before React's on the document, takes a click inside an
 * island that has not hydrated yet and gives it back, `element.click()`, once the island tells it has
 * (the `island-hydrated` event on its mark).
 *
 * An island is found from the DOM alone: the server puts an empty `<template data-island>` right
 * before the island's Suspense boundary, whose HTML React writes between `<!--$-->` and `<!--/$-->`.
 * The template is outside the boundary, so it hydrates with the page.
 *
 * The function is sent as its source text: everything it uses is inside it.
 */
export function holdIslandClicks(win: Window, hydratedEvent: string): void {
  type Held = { target: Element; path: number[] };
  /** Marks of the islands that have hydrated, and the clicks held for the others. */
  const hydrated = new WeakSet<Element>();
  const held = new WeakMap<Element, Held[]>();
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
      const target = event.target as Node | null;
      // A link is left to the browser: it navigates, code or not.
      if (target?.nodeType !== 1 || (target as Element).closest('a[href]')) return;
      const mark = islandMarkOf(target);
      if (!mark || hydrated.has(mark)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const queue = held.get(mark) ?? [];
      queue.push({ target: target as Element, path: pathFrom(mark, target as Element) });
      held.set(mark, queue);
    },
    true,
  );

  // Its server HTML is kept by hydration, so the element clicked is still there; when React had to
  // drop that HTML and draw the island afresh, the element at the same place is clicked.
  win.addEventListener(
    hydratedEvent,
    (event) => {
      const mark = event.target as Element;
      hydrated.add(mark);
      const queue = held.get(mark) ?? [];
      held.delete(mark);
      for (const { target, path } of queue) {
        const element = target.isConnected ? target : atPath(mark, path);
        if (element && 'click' in element) (element as HTMLElement).click();
      }
    },
    true,
  );
}

/** The event lib/ui/lazy-component.tsx sends an island's mark once the island has hydrated (the same name there). */
export const ISLAND_HYDRATED_EVENT = 'island-hydrated';

/** The script app/layout.tsx puts in <head>, with the page's CSP nonce. */
export const ISLAND_CLICKS_SCRIPT = `(${holdIslandClicks.toString()})(window,${JSON.stringify(ISLAND_HYDRATED_EVENT)});`;
