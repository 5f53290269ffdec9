import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** `GET /_dev/sms?to=` lists the SMS outbox, newest first. Mounted only while SMS go to the outbox. */
export const devSmsRouter = new Hono<AppEnv>();

devSmsRouter.get('/_dev/sms', async (c) => {
  const list = await c.var.deps.sms.list(c.req.query('to'));
  if (list === null) return c.json({ message: 'Not found.' }, 404);
  return c.json({ data: list });
});
