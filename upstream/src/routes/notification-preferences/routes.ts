import { createRoute } from '@hono/zod-openapi';
import { dataOf } from '@/lib/contract/common';
import { notificationPreferencesResource, updateNotificationPreferencesBody } from '@/lib/contract/notification-preferences';
import { authErrors, errorResponses, json, jsonBody } from '../../lib/router';

export const getNotificationPreferencesRoute = createRoute({
  method: 'get',
  path: '/user/notification-preferences',
  description:
    "The caller's channels per notification kind (the kinds' defaults until saved), email mode (instant or daily digest), time zone and quiet hours.",
  responses: { 200: json(dataOf(notificationPreferencesResource), 'The preferences'), ...authErrors },
});

export const updateNotificationPreferencesRoute = createRoute({
  method: 'put',
  path: '/user/notification-preferences',
  description:
    'Saves what is sent (a field or kind left out keeps its value). `time_zone` is an IANA name, `digest_hour` 0–23 in it, `quiet_hours` local `HH:MM` times or null. ' +
    'Mail already waiting follows the new mode: into the next digest, or at once when back to instant.',
  request: jsonBody(updateNotificationPreferencesBody),
  responses: { 200: json(dataOf(notificationPreferencesResource), 'The saved preferences'), ...errorResponses },
});
