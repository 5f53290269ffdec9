import { createApp, routeTable } from './app';
import { loadConfig } from './env';
import type { AppDeps } from './app-env';

// The route table needs no database: the app is built around inert dependencies and never served.
const inert = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('not available while printing routes');
    },
  },
);
const app = createApp({ config: loadConfig(), db: inert, mailer: inert, storage: inert, publisher: inert, now: () => new Date() } as unknown as AppDeps);
process.stdout.write(`${routeTable(app).join('\n')}\n`);
