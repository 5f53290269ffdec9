import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `GET /_dev/mail?to=` lists the outbox, newest first. Exists only while mail goes to the outbox. */
export const devRouter = new Hono<AppEnv>();

devRouter.get('/_dev/mail', async (c) => {
  const list = await c.var.deps.mailer.list(c.req.query('to'));
  if (list === null) return c.json({ message: 'Not found.' }, 404);
  return c.json({ data: list });
});
