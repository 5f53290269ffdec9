// Prints the upstream's route table and OpenAPI document (sorted), so a refactor can diff them.
import { createApp, routeTable } from '../upstream/src/app';
import { loadConfig } from '../upstream/src/env';
import type { AppDeps } from '../upstream/src/app-env';
const inert = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('inert');
    },
  },
);
const app = createApp({ config: loadConfig(), db: inert, mailer: inert, storage: inert, publisher: inert, now: () => new Date() } as unknown as AppDeps);
const res = await app.request('/api/openapi.json');
const doc = await res.json();
const sortKeys = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, x]) => [k, sortKeys(x)]),
        )
      : v;
process.stdout.write(JSON.stringify({ routes: routeTable(app).sort(), doc: sortKeys(doc) }, null, 1) + '\n');
