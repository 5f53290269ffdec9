import { createRoute, z } from '@hono/zod-openapi';
import { calendarFeedFile, calendarFeedResource } from '@/lib/contract/calendar';
import { dataOf, messageBody } from '@/lib/contract/common';
import { authErrors, json } from '../../lib/router';

const feed = (description: string) => json(dataOf(calendarFeedResource), description);

export const getCalendarFeedRoute = createRoute({
  method: 'get',
  path: '/user/calendar-feed',
  description: 'Whether the caller has a calendar subscription address. The address itself is only in the answer that makes it.',
  responses: { 200: feed('The feed'), ...authErrors },
});

export const regenerateCalendarFeedRoute = createRoute({
  method: 'post',
  path: '/user/calendar-feed',
  description: 'Makes a new secret subscription address (`url`, shown this once); the previous address stops working.',
  responses: { 201: feed('The new address'), ...authErrors },
});

export const deleteCalendarFeedRoute = createRoute({
  method: 'delete',
  path: '/user/calendar-feed',
  description: 'Turns the subscription address off.',
  responses: { 200: feed('Turned off'), ...authErrors },
});

export const readCalendarFeedRoute = createRoute({
  method: 'get',
  path: '/calendar-feeds/{file}',
  description:
    'Public: the secret in the address is the credential. The owner’s meetings (organised or attended, in workspaces they can read, from 90 days ago) as iCalendar. ' +
    'An unknown, regenerated or deleted address is 404.',
  request: { params: z.object({ file: calendarFeedFile }) },
  responses: {
    200: { description: 'An iCalendar feed', content: { 'text/calendar': { schema: z.string() } } },
    404: json(messageBody, 'No such feed'),
  },
});
