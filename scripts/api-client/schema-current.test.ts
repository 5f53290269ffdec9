import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The typed client script (client-script.ts) is checked by `tsc` against `schema.d.ts`; this keeps
 * `schema.d.ts` equal to what openapi-typescript generates from today's OpenAPI document, so a route
 * or a contract change that the script would trip over fails here, not in a client's build.
 */
it('schema.d.ts is what the OpenAPI document generates today', async () => {
  const script = path.join(__dirname, 'generate-schema.ts');
  const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
  await expect(promisify(execFile)(tsx, [script, '--check'], { env: { ...process.env, LOG_LEVEL: 'silent' } })).resolves.toBeDefined();
}, 180_000);
