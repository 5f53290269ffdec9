// The whole stack for Playwright: a fresh data directory and ports of its own (BFF E2E_PORT, demo shop +1500,
// upstream +5000, realtime +3000, IP-country stand-in +4000, Google stub +4500 started by Playwright). Expects `npm run build` to have run (npm run e2e
// does it; the compiled upstream would otherwise be built here, Next too, slowly).
import { rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { onChildStart, root } from './launch-lib.mjs';

const port = Number(process.env.E2E_PORT ?? 3100);
// Its own data directory per port, so two runs side by side (E2E_PORT=3200) never wipe each other's.
const dataDir = path.join(root, port === 3100 ? '.data-e2e' : `.data-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
// The IP-country service is outside this machine: a local stand-in answers in ip2c.org's format.
const geo = createServer((req, res) => res.end('1;US;USA;United States'));
await new Promise((resolve) => geo.listen(port + 4000, '127.0.0.1', resolve));

Object.assign(process.env, {
  IP_COUNTRY_LOOKUP_URL: `http://127.0.0.1:${port + 4000}`,
  DATA_DIR: dataDir,
  PORT: String(port),
  UPSTREAM_PORT: String(port + 5000),
  REALTIME_PORT: String(port + 3000),
  // The demo retailer the monitoring journey watches (monitoring may reach only this loopback port).
  DEMO_SHOP_PORT: String(port + 1500),
  APP_URL: `http://localhost:${port}`,
  SUPERADMIN_EMAILS: 'admin@e2e.test',
  MAIL_TRANSPORT: 'outbox',
  // Notification mail goes at the mail job's next run (every 30 s) instead of after 2 minutes.
  NOTIFICATION_MAIL_BATCH_SECONDS: '0',
  // Every browser of the run comes from 127.0.0.1; per-email limits stay as they are.
  AUTH_SENDS_PER_IP: '1000',
  AUTH_TRIES_PER_IP: '1000',
  // Likewise the realtime server's connections per address (every page of the run holds one).
  REALTIME_MAX_CONNECTIONS_PER_IP: '1000',
  // Google's OAuth and Calendar APIs: the local stub e2e/google-stub-main.ts (Playwright starts it).
  GOOGLE_CLIENT_ID: 'stub-client-id',
  GOOGLE_CLIENT_SECRET: 'stub-client-secret',
  GOOGLE_OAUTH_AUTH_URL: `http://127.0.0.1:${port + 4500}/o/oauth2/v2/auth`,
  GOOGLE_OAUTH_TOKEN_URL: `http://127.0.0.1:${port + 4500}/token`,
  GOOGLE_OAUTH_REVOKE_URL: `http://127.0.0.1:${port + 4500}/revoke`,
  GOOGLE_CALENDAR_API_URL: `http://127.0.0.1:${port + 4500}/calendar/v3`,
  // One JSON line per request would bury Playwright's report; warnings and errors still show.
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
// Each child's current pid in the data directory: e2e/upstream-restart.spec.ts kills the upstream
// and watches the launcher bring it back.
onChildStart((name, child) => writeFileSync(path.join(dataDir, `${name}.pid`), `${child.pid}\n`));
await import('./start.mjs');
