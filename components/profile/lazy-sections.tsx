'use client';

import { serverRendered } from '@/lib/ui/lazy-component';

/**
 * The API tokens card (its list, dialogs and the abilities and places a custom token may have) and
 * the default-workspace select: painted from the server, their code hydrates once the profile is up,
 * outside its first load (e2e/first-load-js.spec.ts). Both read their data in the browser, a spinner
 * either way.
 */
export const LazyApiTokensSection = serverRendered(() => import('./api-tokens-section').then((m) => m.ApiTokensSection));
export const LazyDefaultWorkspaceSection = serverRendered(() => import('./default-workspace-section').then((m) => m.DefaultWorkspaceSection));
