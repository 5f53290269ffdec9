// The whole stack for Playwright: a fresh data directory and ports of its own (BFF E2E_PORT,
// upstream +5000, realtime +3000). Expects `next build` to have run (npm run e2e does it).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { root } from './launch-lib.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
const dataDir = path.join(root, '.data-e2e');
rmSync(dataDir, { recursive: true, force: true });
Object.assign(process.env, {
  DATA_DIR: dataDir,
  PORT: String(port),
  UPSTREAM_PORT: String(port + 5000),
  REALTIME_PORT: String(port + 3000),
  APP_URL: `http://localhost:${port}`,
  SUPERADMIN_EMAILS: 'admin@e2e.test',
  MAIL_TRANSPORT: 'outbox',
});
await import('./start.mjs');
