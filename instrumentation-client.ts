/**
 * Runs in the browser before the app's modules (Next's client instrumentation hook). Zod probes
 * `new Function('')` once to decide whether to compile fast parsers; under the pages' CSP
 * (no 'unsafe-eval') that probe is refused and reported as a violation even though zod catches it.
 * jitless skips the probe; it must be set before any schema is built, hence here.
 */
import { z } from 'zod';

z.config({ jitless: true });
