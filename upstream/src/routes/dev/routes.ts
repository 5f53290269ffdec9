import { createRoute, z } from '@hono/zod-openapi';
import { messageBody } from '@/lib/contract/common';
import { json } from '../../lib/router';

/** Development outboxes, mounted only while mail or SMS go to one: hidden from the OpenAPI document. */
const outbox = json(z.object({ data: z.array(z.unknown()) }), 'The outbox, newest first (`?to=` narrows it to one recipient)');
const noOutbox = json(messageBody, 'No outbox');

export const mailOutboxRoute = createRoute({ method: 'get', path: '/_dev/mail', hide: true, responses: { 200: outbox, 404: noOutbox } });

export const smsOutboxRoute = createRoute({ method: 'get', path: '/_dev/sms', hide: true, responses: { 200: outbox, 404: noOutbox } });
