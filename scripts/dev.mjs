// `npm run dev`: upstream with reload (tsx watch) and `next dev`, each restarted if it exits.
import { bffEnv } from './bff-env.mjs';
import { bin, demoShopEnabled, localEnv, run, waitForOrStop } from './launch-lib.mjs';

const env = localEnv();
env.NODE_ENV = 'development';
if (demoShopEnabled(env)) run('demo-shop', bin('tsx'), ['upstream/src/monitoring/demo-shop/main.ts'], env);
run('upstream', bin('tsx'), ['watch', '--clear-screen=false', 'upstream/src/server.ts'], env);
await waitForOrStop(`${env.UPSTREAM_URL}/openapi.json`);
run('bff', bin('next'), ['dev', '-p', env.PORT], bffEnv(env));
console.log(`[dev] open ${env.APP_URL}`);
