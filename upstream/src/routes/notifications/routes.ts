import { createRoute, z } from '@hono/zod-openapi';
import { notificationResource, notificationsMarkedResource, notificationsQuery } from '@/lib/contract/account';
import { dataOf, messageBody, pageOf } from '@/lib/contract/common';
import { authErrors, errorResponses, json } from '../../lib/router';

export const listNotificationsRoute = createRoute({
  method: 'get',
  path: '/notifications',
  description:
    '`read=false` (or `filter[read]=false`) for unread only, `read=true` for read only; `kind=` one notification kind (e.g. `assigned`, `mentioned`); ' +
    'newest first, or with `unread_first=1` the unread ones first (each group newest first).',
  request: { query: notificationsQuery },
  responses: { 200: json(pageOf(notificationResource), 'A page of notifications with the total'), ...errorResponses },
});

export const markAllReadRoute = createRoute({
  method: 'post',
  path: '/notifications/read-all',
  description: 'Marks every unread notification of the caller read; a RecordViewed event tells the other tabs. Repeating it marks nothing.',
  responses: { 200: json(dataOf(notificationsMarkedResource), 'How many were marked read'), ...errorResponses },
});

export const openNotificationRoute = createRoute({
  method: 'get',
  path: '/notifications/{notificationId}',
  description: 'Returns the notification and marks it read; a RecordViewed event tells the other tabs.',
  request: { params: z.object({ notificationId: z.string().max(64) }) },
  responses: {
    200: json(dataOf(notificationResource), 'The notification, now read'),
    ...authErrors,
    404: json(messageBody, "Not one of the caller's notifications"),
  },
});
