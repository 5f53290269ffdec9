import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { NONCE_HEADER } from '@/lib/security/page-security';
import { APPEARANCE_SCRIPT } from '@/lib/ui/appearance-script';
import { ISLAND_CLICKS_SCRIPT } from '@/lib/ui/island-clicks';
import { inter } from './fonts';
import { Providers } from './providers';
import './globals.css';

export const metadata: Metadata = {
  title: { default: 'Collab', template: '%s · Collab' },
  description: 'Collab brings teams, workspaces, companies, files, insights, meetings and tasks together in one place.',
  applicationName: 'Collab',
  // Inline so no static icon file is needed (and no /favicon.ico 404).
  icons: {
    icon: `data:image/svg+xml,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#4f46e5"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">C</text></svg>',
    )}`,
  },
};

// Every page is rendered per request: its scripts need that request's CSP nonce (proxy.ts), which
// a page prerendered at build time could not carry.
export const dynamic = 'force-dynamic';

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  themeColor: '#4f46e5',
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // proxy.ts hands each page its CSP nonce; the theme script below may run only with it.
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    // The script sets the theme's class and data attributes on <html> before React hydrates.
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* Theme and density before the first paint (lib/ui/appearance), so a dark page never flashes white. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: APPEARANCE_SCRIPT }} />
        {/* Holds a click on a server-rendered island until its code has hydrated it (lib/ui/island-clicks.ts). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ISLAND_CLICKS_SCRIPT }} />
      </head>
      <body className="min-h-dvh bg-background text-foreground antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
