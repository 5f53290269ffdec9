import { createRoute } from '@hono/zod-openapi';
import { contactBody } from '@/lib/contract/auth';
import { messageBody } from '@/lib/contract/common';
import { contactMessages } from '../../db/schema';
import { hitRateLimit } from '../../lib/rate-limit';
import { createRouter, errorResponses, json, jsonBody } from '../../lib/router';
import { registerCompanyContactHandlers } from './company-handlers';

const contactRoute = createRoute({
  method: 'post',
  path: '/contacts',
  tags: ['contacts'],
  request: jsonBody(contactBody),
  responses: { 201: json(messageBody, 'Message received'), 422: errorResponses[422] },
});

/** The public contact form (`POST contacts`) and a company's contacts (`companies/{companyId}/contacts`). */
export const contactsRouter = createRouter();
registerCompanyContactHandlers(contactsRouter);

/** The public contact form: stored, and a copy mailed to the team's inbox (MAIL_FROM). */
contactsRouter.openapi(contactRoute, async (c) => {
  const body = c.req.valid('json');
  const { db, mailer, config, now } = c.var.deps;
  await hitRateLimit(db, { key: `contact:ip:${c.var.clientIp}`, limit: 10, windowSeconds: 3600 }, now());
  await db.insert(contactMessages).values(body);
  const inbox = config.mail.from.match(/<([^>]+)>/)?.[1] ?? config.mail.from;
  await mailer.send({
    to: inbox,
    subject: `Contact form: ${body.subject}`,
    text: `From: ${body.name} <${body.email}>\n\n${body.message}\n`,
  });
  return c.json({ message: 'Thank you. We will get back to you soon.' }, 201);
});
