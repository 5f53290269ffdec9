/**
 * zod's settings for the browser, set without importing zod (decision 0014):
 * instrumentation-client.ts runs on every page, and importing zod there put all of it (31 kB gzip)
 * in every first load.
 *
 * Zod probes `new Function('')` once to decide whether to compile fast parsers; under the pages' CSP
 * (no 'unsafe-eval') that probe is refused and reported as a violation even though zod catches it.
 * `jitless` skips the probe. zod keeps its settings on `globalThis.__zod_globalConfig` (shared by
 * every copy of zod on the page) and adopts an object already there, so setting it before zod loads
 * is what `z.config({ jitless: true })` would do; zod-config.test.ts checks that zod still reads it.
 */
type ZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

export function presetZodJitless(): void {
  const global = globalThis as ZodGlobal;
  global.__zod_globalConfig = Object.assign(global.__zod_globalConfig ?? {}, { jitless: true });
}
