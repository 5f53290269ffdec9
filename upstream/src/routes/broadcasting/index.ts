import { createRoute, z } from '@hono/zod-openapi';
import { createRouter, errorResponses, json, bearerSecurity } from '../../lib/router';
import { forbidden } from '../../lib/errors';
import { parseOr422 } from '../../lib/validation';
import { requireAuth } from '../../middleware/auth';
import { parseUserChannel, signChannelAuth } from '../../realtime/channel-auth';
import { readAuthBody } from './read-auth-body';

const authBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.'),
  channel_name: z.string().min(1, 'The channel name field is required.').max(200),
});

const broadcastingAuthRoute = createRoute({
  method: 'post',
  path: '/broadcasting/auth',
  tags: ['realtime'],
  security: bearerSecurity,
  description:
    'Pusher channel authorization. Body: socket_id, channel_name (form-encoded as pusher-js sends it, multipart or JSON); a malformed body is a 422.',
  responses: { 200: json(z.object({ auth: z.string() }), 'Signed channel'), ...errorResponses },
});

export const broadcastingRouter = createRouter();
broadcastingRouter.use('/broadcasting/auth', requireAuth('realtime'));

/** Only the caller's own private user channel can be joined. */
broadcastingRouter.openapi(broadcastingAuthRoute, async (c) => {
  const body = parseOr422(authBody, await readAuthBody(c));
  const userId = parseUserChannel(body.channel_name);
  if (userId === null || userId !== c.var.auth.user.id) throw forbidden('You may not join this channel.');
  const { key, secret } = c.var.deps.config.pusher;
  const signed = signChannelAuth({ key, secret, socketId: body.socket_id, channel: body.channel_name });
  return c.json({ auth: signed.auth }, 200);
});
