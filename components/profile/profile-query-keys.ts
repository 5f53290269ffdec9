import { calendarKeys } from '@/lib/calendar/calendar-keys';

/** React Query keys of the profile's account sections (under `['user']`, so a user refresh covers them). */
export const profileKeys = {
  tokenInfo: ['user', 'token-info'] as const,
  tokens: ['user', 'tokens'] as const,
  defaultWorkspace: ['user', 'default-workspace'] as const,
  notificationPreferences: ['user', 'notification-preferences'] as const,
  google: calendarKeys.googleStatus,
};
