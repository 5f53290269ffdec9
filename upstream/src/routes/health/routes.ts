import { createRoute, z } from '@hono/zod-openapi';
import { json } from '../../lib/router';

/** Probes, outside `/api` and not part of the contract: hidden from the OpenAPI document. */
const probe = z.object({ status: z.string(), database: z.string().optional(), reasons: z.array(z.string()).optional() });

export const healthzRoute = createRoute({
  method: 'get',
  path: '/healthz',
  hide: true,
  responses: { 200: json(probe, 'The process answers') },
});

export const readyzRoute = createRoute({
  method: 'get',
  path: '/readyz',
  hide: true,
  responses: { 200: json(probe, 'Ready (or degraded: reasons)'), 503: json(probe, 'Draining') },
});
