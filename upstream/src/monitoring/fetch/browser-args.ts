/**
 * The Chromium features Playwright turns off at every launch (playwright-core's `disabledFeatures`,
 * 1.x). Chromium keeps only the last `--disable-features` on its command line, so ours has to repeat
 * Playwright's list: `browser-args.test.ts` fails when an upgrade of Playwright adds one.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
] as const;

/**
 * Chromium features a headless browser has no use for, and which cost CPU. Chromium 15x draws its
 * address bar's suggestion popup as a WebUI page (chrome://omnibox-popup.top-chrome/) that every
 * browser preloads in a renderer of its own, hidden, which then keeps working: 11 % of a core per
 * browser with nothing open, and the busiest process of the journeys (48–80 % of a core), since
 * it follows every navigation. Nobody types in a headless browser's address bar.
 */
export const HEADLESS_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup'] as const;

/**
 * The flags every headless Chromium of this project starts with: the monitoring engine's, the e2e
 * journeys' (playwright.config.ts) and the browser benches'. Headless without a sandbox (the
 * machine's Chromium runs as root in a container), no GPU, nothing that calls Google's servers
 * on its own (component updates, sync, background networking, the first-run page), and none of
 * the browser's own hidden pages (HEADLESS_DISABLED_FEATURES). Compositing in software: Playwright
 * adds `--enable-gpu-rasterization` and `--enable-unsafe-swiftshader`, so without a GPU the browser
 * drew every frame through SwiftShader, a GPU emulated on the CPU; Skia's own software path costs
 * less (the accessibility walk: Chromium's CPU 157 -> 128 s, medians of runs on the same machine).
 */
export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-gpu-compositing',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...HEADLESS_DISABLED_FEATURES].join(',')}`,
];
