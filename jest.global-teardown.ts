import { rmSync } from 'node:fs';
import path from 'node:path';

/** Removes the PGlite template jest.global-setup.ts wrote. */
export default function globalTeardown(): void {
  const file = process.env.PGLITE_TEMPLATE;
  if (file?.includes('pglite-template-')) rmSync(path.dirname(file), { recursive: true, force: true });
}
