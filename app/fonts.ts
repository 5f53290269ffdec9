import localFont from 'next/font/local';

/**
 * Inter (variable weight, Latin), self-hosted from the registry (@fontsource-variable/inter): the app
 * looks the same on every system, and no font is fetched from another host (the CSP allows fonts
 * from 'self' only). `optional`: a first visit on a slow network keeps the fallback rather than
 * swapping text under the reader (no layout shift, no late largest paint); the font is then cached.
 */
export const inter = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  weight: '100 900',
  style: 'normal',
  display: 'optional',
  variable: '--font-inter',
});
