'use client';

import { useEffect, useRef, useState } from 'react';
import { REFERENCE_LAYOUT, referencePlugin } from './reference-plugin';
import type { SwaggerPlugin } from './reference-plugin';
import './api-reference.css';

/** The Swagger UI bundle's global (swagger-ui-dist), as far as this page uses it. */
type SwaggerUiBundle = (options: {
  url: string;
  domNode: HTMLElement;
  deepLinking: boolean;
  validatorUrl: null;
  tryItOutEnabled: boolean;
  docExpansion: 'none' | 'list' | 'full';
  defaultModelsExpandDepth: number;
  plugins: SwaggerPlugin[];
  layout: string;
}) => unknown;

declare global {
  interface Window {
    SwaggerUIBundle?: SwaggerUiBundle;
  }
}

/** Served from this origin by app/developers-assets/[asset]/route.ts (no CDN: the page's CSP allows none). */
const BUNDLE = '/developers-assets/swagger-ui-bundle.js';
const STYLES = '/developers-assets/swagger-ui.css';

function loadBundle(): Promise<SwaggerUiBundle> {
  if (window.SwaggerUIBundle) return Promise.resolve(window.SwaggerUIBundle);
  // Its stylesheet with it, not in the page's head: the guide above must not wait for it.
  const styles = document.createElement('link');
  styles.rel = 'stylesheet';
  styles.href = STYLES;
  document.head.appendChild(styles);
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = BUNDLE;
    script.async = true;
    script.onload = () => (window.SwaggerUIBundle ? resolve(window.SwaggerUIBundle) : reject(new Error('Swagger UI did not load')));
    script.onerror = () => reject(new Error('Swagger UI did not load'));
    document.head.appendChild(script);
  });
}

/**
 * The API reference: Swagger UI (swagger-ui-dist, the Swagger project's own build) rendering the
 * public API's OpenAPI document, `/api/v1/openapi.json`. Loaded after the page, so the guide above
 * it paints at once; the document itself is fetched by Swagger UI. The validator badge is off (it
 * would send the document to validator.swagger.io).
 */
export function ApiReference() {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let cancelled = false;
    loadBundle()
      .then((bundle) => {
        if (cancelled || !host.current) return;
        bundle({
          url: '/api/v1/openapi.json',
          domNode: host.current,
          deepLinking: true,
          validatorUrl: null,
          tryItOutEnabled: false,
          docExpansion: 'none',
          defaultModelsExpandDepth: 0,
          // Accessibility fixes to Swagger UI's markup (reference-plugin.ts) and its layout without a second <main>.
          plugins: [referencePlugin],
          layout: REFERENCE_LAYOUT,
        });
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, []);
  return (
    <div>
      {state === 'loading' ? <p className="text-sm text-muted-foreground">Loading the reference…</p> : null}
      {state === 'failed' ? (
        <p className="text-sm text-danger">
          The reference viewer did not load. The document itself is at{' '}
          <a className="underline" href="/api/v1/openapi.json">
            /api/v1/openapi.json
          </a>
          .
        </p>
      ) : null}
      {/* Swagger UI draws in light colours only: its own light panel keeps it readable in dark mode
          (api-reference.css darkens the colours of its that fall short of AA contrast on it). */}
      <div id="api-reference" ref={host} className="min-h-40 rounded-card bg-white text-black" />
    </div>
  );
}
