import { createResourceRouter } from '../../lib/resource-router';
import { mailOutboxRoute, smsOutboxRoute } from './routes';

/** `GET /_dev/mail?to=` lists the outbox, newest first. Mounted only while mail goes to the outbox. */
const { router, route } = createResourceRouter({ tag: 'dev', access: 'public' });
export const devRouter = router;

route(mailOutboxRoute, async (c) => {
  const list = await c.var.deps.mailer.list(c.req.query('to'));
  if (list === null) return c.json({ message: 'Not found.' }, 404);
  return c.json({ data: list }, 200);
});

/** `GET /_dev/sms?to=` lists the SMS outbox, newest first. Mounted only while SMS go to the outbox. */
const sms = createResourceRouter({ tag: 'dev', access: 'public' });
export const devSmsRouter = sms.router;

sms.route(smsOutboxRoute, async (c) => {
  const list = await c.var.deps.sms.list(c.req.query('to'));
  if (list === null) return c.json({ message: 'Not found.' }, 404);
  return c.json({ data: list }, 200);
});
