import { JSDOM } from 'jsdom';
import { ISLAND_CLICKS_SCRIPT, ISLAND_HYDRATED_EVENT } from './island-clicks';
import { ISLAND_HYDRATED_EVENT as SENT_BY_ISLANDS } from './lazy-component';

/** A page as React's server writes it: each island's template, then its boundary between `<!--$-->` and `<!--/$-->`. */
const HTML = `<body><header>
  <template data-island=""></template><!--$--><button id="bell">Bell</button><!--/$-->
  <template data-island=""></template><!--$--><div id="menu"><!--$--><span id="inner">x</span><!--/$--><p><button id="deep">Deep</button></p><a href="#profile" id="link">Profile</a></div><!--/$-->
  <!--$--><button id="plain-suspense">Not an island</button><!--/$-->
  <button id="page">Page</button>
</header></body>`;

/** The page with the inline script run in it, and the clicks that reach the document (where React listens). */
function page() {
  const dom = new JSDOM(HTML, { runScripts: 'outside-only' });
  dom.window.eval(ISLAND_CLICKS_SCRIPT);
  const { document } = dom.window;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const marks = [...document.querySelectorAll('template[data-island]')];
  const clicks: string[] = [];
  document.addEventListener('click', (e) => clicks.push((e.target as Element).id));
  // What lib/ui/lazy-component.tsx does once an island has hydrated.
  const hydrate = (mark: Element) => mark.dispatchEvent(new dom.window.Event(ISLAND_HYDRATED_EVENT, { bubbles: true }));
  return { dom, byId, marks, clicks, hydrate };
}

test('the islands send the event the script listens for', () => {
  expect(SENT_BY_ISLANDS).toBe(ISLAND_HYDRATED_EVENT);
});

test('a click inside an island before it hydrates is held, then given back once it has', () => {
  const { byId, marks, clicks, hydrate } = page();
  byId('deep').click();
  byId('page').click();
  expect(clicks).toEqual(['page']);
  hydrate(marks[1]);
  expect(clicks).toEqual(['page', 'deep']);
  // Hydrated: clicks go straight through.
  byId('deep').click();
  expect(clicks).toEqual(['page', 'deep', 'deep']);
});

test('the island is found through nested boundaries; clicks outside the islands are never held', () => {
  const { byId, marks, clicks, hydrate } = page();
  byId('inner').click();
  byId('bell').click();
  byId('plain-suspense').click();
  expect(clicks).toEqual(['plain-suspense']);
  // Each island gives back only its own clicks.
  hydrate(marks[0]);
  expect(clicks).toEqual(['plain-suspense', 'bell']);
  hydrate(marks[1]);
  expect(clicks).toEqual(['plain-suspense', 'bell', 'inner']);
});

test('a held click goes to the element at the same place when React drew the island afresh', () => {
  const { dom, byId, marks, clicks, hydrate } = page();
  byId('deep').click();
  // The server's HTML dropped and the island drawn again in the browser (no boundary comments).
  const menu = dom.window.document.createElement('div');
  menu.innerHTML = '<span>x</span><p><button id="deep-again">Deep</button></p>';
  const comments = [byId('menu').previousSibling, byId('menu').nextSibling];
  byId('menu').replaceWith(menu);
  for (const c of comments) c?.remove();
  hydrate(marks[1]);
  expect(clicks).toEqual(['deep-again']);
});

test('a link inside an island that has not hydrated is left to the browser', () => {
  const { byId, clicks } = page();
  byId('link').click();
  expect(clicks).toEqual(['link']);
});
