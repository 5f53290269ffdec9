import { createRoute, z } from '@hono/zod-openapi';
import { errorResponses, json } from '../../lib/router';

export const broadcastingAuthRoute = createRoute({
  method: 'post',
  path: '/broadcasting/auth',
  description:
    'Pusher channel authorization. Body: socket_id, channel_name (form-encoded as pusher-js sends it, multipart or JSON); a malformed body is a 422.',
  responses: { 200: json(z.object({ auth: z.string() }), 'Signed channel'), ...errorResponses },
});
