import { staticHeaderRules } from './lib/security/static-headers.js';

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // `SOURCE_MAPS=1 npm run build` writes the browser's source maps, to see what a first load holds (docs/performance.md).
  productionBrowserSourceMaps: process.env.SOURCE_MAPS === '1',
  poweredByHeader: false,
  // The upstream lives in the same repository but runs as its own process; keep its
  // server-only packages out of the Next bundle.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pusher', 'nodemailer'],
  typescript: { ignoreBuildErrors: true }, // `npm test` runs tsc; the build should not do it twice
  // No next/image in the app: without the optimizer Next answers /_next/image 404 instead of
  // fetching and resizing images for anyone (the BFF server answers it 404 first, lib/bff-server/image-endpoint.ts).
  images: { unoptimized: true },
  // nosniff, X-Frame-Options, Referrer-Policy, Permissions-Policy everywhere; a fixed CSP for API
  // answers and static files (pages get a per-request one with a nonce from proxy.ts).
  // Next lets these win over a route handler's own header of the same name.
  headers: async () => staticHeaderRules(),
  experimental: {
    // Next 16.4 writes Turbopack's cache after every build (about 10 s here) for the next build to
    // start from. CI builds once in a clean clone and never reads it, so it skips the write.
    turbopackFileSystemCacheForBuild: process.env.CI !== 'true',
  },
};

export default nextConfig;
