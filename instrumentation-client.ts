/**
 * Runs in the browser before the app's modules (Next's client instrumentation hook): zod's jitless
 * setting must be in place before any schema is built, so its eval probe never trips the pages'
 * CSP. It is set without importing zod, which stays out of the first load (lib/contract/zod-config).
 */
import { presetZodJitless } from '@/lib/contract/zod-config';

presetZodJitless();
