import { z } from '@hono/zod-openapi';
import { forbidden } from '../../lib/errors';
import { readAuthBody } from '../../lib/read-auth-body';
import { createResourceRouter } from '../../lib/resource-router';
import type { DocumentedBody } from '../../lib/resource-router';
import { parseOr422 } from '../../lib/validation';
import { parseUserChannel, signChannelAuth } from '../../realtime/channel-auth';
import { broadcastingAuthRoute } from './routes';

const authBody = z.object({
  socket_id: z.string().regex(/^\d+\.\d+$/, 'The socket id is invalid.'),
  channel_name: z.string().min(1, 'The channel name field is required.').max(200),
});

/** As pusher-js sends it (form-encoded), or multipart, or JSON: the document lists the three. */
const authBodyDoc: DocumentedBody = {
  content: Object.fromEntries(['application/x-www-form-urlencoded', 'multipart/form-data', 'application/json'].map((type) => [type, { schema: authBody }])),
  required: true,
};

const { router, route } = createResourceRouter({ tag: 'realtime', access: { ability: 'realtime' } });
export const broadcastingRouter = router;

/** Only the caller's own private user channel can be joined. */
route(
  broadcastingAuthRoute,
  async (c) => {
    const body = parseOr422(authBody, await readAuthBody(c));
    const userId = parseUserChannel(body.channel_name);
    if (userId === null || userId !== c.var.auth.user.id) throw forbidden('You may not join this channel.');
    const { key, secret } = c.var.deps.config.pusher;
    const signed = signChannelAuth({ key, secret, socketId: body.socket_id, channel: body.channel_name });
    return c.json({ auth: signed.auth }, 200);
  },
  { body: authBodyDoc },
);
