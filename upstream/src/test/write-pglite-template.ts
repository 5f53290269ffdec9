// `tsx upstream/src/test/write-pglite-template.ts <file>`: run by jest.global-setup.ts, which
// cannot load the upstream itself (Jest's module mapping for `@/` does not reach global setup).
import { dumpTemplate } from '../db/client';

const file = process.argv[2];
if (!file) throw new Error('usage: write-pglite-template <file>');
await dumpTemplate(file);
