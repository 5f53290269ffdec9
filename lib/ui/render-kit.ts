/**
 * Render tests' helper (the BFF Jest project): a component's server HTML once every Suspense
 * boundary has resolved. The islands (`serverRendered`, decision 0020) are lazy chunks, which
 * `renderToString` leaves as client-rendered boundaries; the server's streaming render, like
 * `prerenderToNodeStream` here, waits for them. Text separators and boundary marks are left out.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

export async function renderAll(client: QueryClient, element: ReactElement): Promise<string> {
  return (await serverHtml(createElement(QueryClientProvider, { client }, element))).replace(/<!-- -->|<!--\/?\$-->/g, '');
}

/** The same HTML as the server sends it, boundary marks and all: what a test hydrates. */
export async function serverHtml(element: ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
