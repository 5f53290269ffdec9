import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // lib/ holds logic and plain data the components read; it never reaches back into components/.
    files: ['lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['@/components', '@/components/*', '**/components/*'], message: 'lib/ must not import from components/: move what it needs into lib/.' }],
      }],
    },
  },
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'upstream/src/db/migrations/**', 'upstream/dist/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
