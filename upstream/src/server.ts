import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { buildDeps } from './build-deps';
import { loadConfig } from './env';
import { startJobs } from './jobs/start-jobs';
import { exitOnSignals, gracefulShutdown, type Closer } from './lib/graceful-shutdown';
import { startRealtimeServer } from './realtime/realtime-server';
import { closeSanitizeWorker } from './monitoring/fetch/sanitize-worker';
import { closePatternWorkers } from './monitoring/user-patterns/pattern-workers';
import { markDraining } from './routes/health';
import { serverBounds } from './lib/server-bounds';
import { exitOnStartFailure } from './start-failure';
import { removePartialUploads } from './storage/remove-partial-uploads';

/**
 * The upstream process: API on UPSTREAM_PORT and, by default, the realtime server on REALTIME_PORT
 * and the maintenance jobs (REALTIME_EMBEDDED / JOBS_EMBEDDED=false when they run on their own).
 */
async function main() {
  const started = performance.now();
  const modulesMs = process.uptime() * 1000;
  const config = loadConfig();
  const { deps, close, outbox } = await buildDeps(config);
  const databaseMs = performance.now() - started;
  // Parts of uploads a crash or a full disk left behind (the maintenance job does it again later).
  if (!config.s3) void removePartialUploads(config.uploadsDir).catch(() => undefined);
  const realtime = config.realtimeEmbedded
    ? await startRealtimeServer({
        port: config.realtimePort,
        host: config.realtimeHost,
        appId: config.pusher.appId,
        key: config.pusher.key,
        secret: config.pusher.secret,
        ...config.realtimeLimits,
      })
    : null;
  const jobsStarted = performance.now();
  const jobs = config.jobsEmbedded ? await startJobs(deps, { role: 'embedded' }) : null;
  const jobsMs = performance.now() - jobsStarted;
  const app = createApp(deps);
  const host = process.env.UPSTREAM_HOST ?? '127.0.0.1';
  const server = serve({ fetch: app.fetch, port: config.port, hostname: host, serverOptions: serverBounds() }, (info) => {
    console.log(`[upstream] API on http://${host}:${info.port}/api (docs: /api/openapi.json)`);
    // Since the process started (module loading included): what a restart after a crash costs.
    const ms = (value: number) => `${Math.round(value)} ms`;
    console.log(`[upstream] ready in ${ms(process.uptime() * 1000)} (database ${ms(databaseMs)}, modules ${ms(modulesMs)}, jobs ${ms(jobsMs)})`);
    if (realtime) console.log(`[upstream] realtime (Pusher protocol) on ws://localhost:${realtime.port}`);
    if (jobs)
      console.log(
        `[upstream] jobs embedded (${jobs.runner === 'pg-boss' ? 'pg-boss on DATABASE_URL' : 'in-process timer on PGlite'})${jobs.monitoring ? `, monitoring ${config.monitoring.workers} workers` : ''}`,
      );
    if (config.mail.transport === 'outbox') console.log(`[upstream] mail outbox: ${config.mail.outboxDir} (GET http://${host}:${info.port}/_dev/mail?to=)`);
  });
  // The BFF's relay keeps its connections here alive (lib/bff-server/relay.ts): past Node's 5 s, so a
  // call it sends as an idle connection closes does not meet ECONNRESET (the BFF server does the same).
  const http = server as Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
  // Draining requests, realtime clients told to reconnect elsewhere (4200) and the running job
  // go together; the database closes last, once nothing can use it.
  const services: Closer[] = [];
  if (realtime) services.push({ name: 'realtime', close: realtime.close });
  if (jobs) services.push({ name: 'jobs', close: () => jobs.stop() });
  // Events not yet delivered stay in outbox_events for the next start (or another instance).
  services.push({ name: 'outbox', close: outbox.stop });
  exitOnSignals('upstream', () => {
    markDraining();
    return gracefulShutdown({
      servers: [server as Server],
      services,
      resources: [
        { name: 'pattern workers', close: closePatternWorkers },
        { name: 'sanitizer', close: closeSanitizeWorker },
        { name: 'database', close },
      ],
    });
  });
}

main().catch((err: unknown) => exitOnStartFailure('[upstream]', err));
