import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** A next/link prefetches its page when it scrolls into view: ~40 RSC requests per list page (docs/performance.md). */
const NEXT_LINK = { name: 'next/link', message: 'Use { Link } from @/components/ui/link: it prefetches on hover or focus, not for every link in view.' };
/** next/dynamic's runtime is ~1.3 kB gzip in every first load that imports it (decision 0020). */
const NEXT_DYNAMIC = {
  name: 'next/dynamic',
  message: "Use clientOnly or serverRendered from @/lib/ui/lazy-component: React.lazy, without next/dynamic's runtime.",
};

/** The React, hooks, JSX accessibility and Next rules the shared configs turn on. */
const REACT_RULE = /^(react|react-hooks|jsx-a11y|@next\/next)\//;
const reactRulesOff = Object.fromEntries(
  [...nextVitals, ...nextTs]
    .flatMap((c) => Object.keys(c.rules ?? {}))
    .filter((r) => REACT_RULE.test(r))
    .map((r) => [r, 'off']),
);

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // Code that renders no React: the upstream (a Hono server), the journeys, benches and scripts.
    // The React rules found nothing there, and the hooks rules' compiler analysis of every file was
    // 60 % of ESLint's time (`TIMING=1 npx eslint .`).
    files: ['upstream/**/*.ts', 'e2e/**', 'bench/**', 'scripts/**'],
    rules: reactRulesOff,
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK, NEXT_DYNAMIC] }] },
  },
  {
    // The one place next/link is used: everything else takes its intent-prefetching wrapper.
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // lib/ holds logic and plain data the components read; it never reaches back into components/.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NEXT_LINK, NEXT_DYNAMIC],
          patterns: [
            { group: ['@/components', '@/components/*', '**/components/*'], message: 'lib/ must not import from components/: move what it needs into lib/.' },
          ],
        },
      ],
    },
  },
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'upstream/src/db/migrations/**',
      'upstream/dist/**',
      'scripts/api-client/schema.d.ts',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
