// `npm start`: builds when no build exists, then runs the upstream API, the realtime server and the
// BFF, each in its own process, restarting any that crashes (scripts/supervise.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { bffEnv } from './bff-env.mjs';
import { bin, demoShopEnabled, localEnv, root, run, runOnce, waitForOrStop } from './launch-lib.mjs';

const env = localEnv();
env.NODE_ENV = 'production';

if (!existsSync(path.join(root, '.next', 'BUILD_ID'))) {
  console.log('[start] no build found: building once (this takes a minute or two)…');
  await runOnce(process.execPath, [path.join(root, 'scripts', 'write-app-json.mjs')], env);
  await runOnce(bin('next'), ['build'], env);
}
// The upstream runs compiled (no TypeScript compiler at boot); `npm run build` makes it too.
const upstreamMain = path.join(root, 'upstream', 'dist', 'server.js');
const bffMain = path.join(root, 'upstream', 'dist', 'bff.js');
if (!existsSync(upstreamMain) || !existsSync(bffMain)) {
  // Imported only here: esbuild is a dev dependency, absent where only the built app is installed.
  const { buildUpstream } = await import('./build-upstream.mjs');
  await buildUpstream();
}

if (demoShopEnabled(env)) run('demo-shop', process.execPath, ['--enable-source-maps', path.join(root, 'upstream', 'dist', 'demo-shop.js')], env);
// The realtime server in a process of its own: fanning one event out to thousands of sockets
// would otherwise hold the API's event loop (bench/realtime-fanout.ts measures both layouts). The
// upstream publishes to it over the Pusher HTTP API either way. REALTIME_EMBEDDED=true keeps it inside.
env.REALTIME_EMBEDDED ??= 'false';
if (env.REALTIME_EMBEDDED === 'false') run('realtime', process.execPath, ['--enable-source-maps', path.join(root, 'upstream', 'dist', 'realtime.js')], env);
run('upstream', process.execPath, ['--enable-source-maps', upstreamMain], env);
await waitForOrStop(`${env.UPSTREAM_URL}/openapi.json`);
// The BFF: Next behind a server that relays /api calls itself (decision 0016); BFF_RELAY=false runs
// plain `next start`, whose catch-all route handler applies the same rules (bench:stack compares).
if (env.BFF_RELAY === 'false') run('bff', bin('next'), ['start', '-p', env.PORT], bffEnv(env));
else run('bff', process.execPath, ['--enable-source-maps', bffMain], bffEnv(env));
await waitForOrStop(`http://127.0.0.1:${env.PORT}/login`);

console.log(`
  Collab is running.
    Open            ${env.APP_URL}
    Upstream API    ${env.UPSTREAM_URL}  (OpenAPI: ${env.UPSTREAM_URL}/openapi.json)
    Realtime        ws://localhost:${env.REALTIME_PORT}
    Data            ${env.DATA_DIR}  (PGlite, uploads, mail outbox)
    Mail outbox     http://127.0.0.1:${env.UPSTREAM_PORT}/_dev/mail?to=<email>${demoShopEnabled(env) ? `\n    Demo retailer   http://127.0.0.1:${env.DEMO_SHOP_PORT}  (prices to watch; DEMO_SHOP=false leaves it out)` : ''}
  Press Ctrl+C to stop.
`);
