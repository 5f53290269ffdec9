import { queryKeys } from '@/lib/api/query-keys';
import { createReconnectDetector, keysForNotification, KEYS_ON_RECORD_VIEWED, noticeOf, NOTIFICATION_FALLBACK_TITLE, notificationType } from './live-events';

describe('notificationType', () => {
  it.each([
    ['RecordCreated', 'RecordCreated'],
    ['App\\Notifications\\RecordCreated', 'RecordCreated'],
    ['', ''],
  ])('%s → %s', (type, expected) => {
    expect(notificationType({ type })).toBe(expected);
  });
});

describe('noticeOf', () => {
  it('reads title and message at the top level (the upstream spreads data into the event)', () => {
    expect(noticeOf({ id: '1', type: 'RecordCreated', title: 'New sign-in', message: 'Someone signed in.' })).toEqual({
      title: 'New sign-in',
      message: 'Someone signed in.',
    });
  });

  it('falls back to a nested data object, then to a generic title', () => {
    expect(noticeOf({ id: '1', type: 'X', data: { title: 'Team invite', message: 'Join us' } })).toEqual({ title: 'Team invite', message: 'Join us' });
    expect(noticeOf({ id: '1', type: 'X', title: '  ', message: 42 })).toEqual({ title: NOTIFICATION_FALLBACK_TITLE, message: undefined });
  });
});

describe('what a live message refreshes', () => {
  it('a RecordCreated notification refreshes the unread count, invites and the overview', () => {
    const keys = keysForNotification({ type: 'RecordCreated' });
    expect(keys).toEqual([queryKeys.notifications, queryKeys.invites, queryKeys.overview]);
    // The unread-count key sits under the notifications prefix, so invalidating the prefix refetches it.
    expect(queryKeys.unreadCount.slice(0, queryKeys.notifications.length)).toEqual([...queryKeys.notifications]);
  });

  it.each(['InviteAccepted', 'RoleChanged', 'WorkspaceApproved', 'WorkspaceDisapproved', 'OwnershipTransferred', 'App\\Notifications\\RoleChanged'])(
    '%s also refreshes teams and workspaces',
    (type) => {
      expect(keysForNotification({ type })).toEqual(expect.arrayContaining([queryKeys.teams, queryKeys.workspaces, queryKeys.notifications]));
    },
  );

  it('RecordViewed refreshes the unread count (a reconnection refetches everything: catch-up.ts)', () => {
    expect(KEYS_ON_RECORD_VIEWED).toEqual([queryKeys.notifications, queryKeys.overview]);
  });
});

describe('createReconnectDetector', () => {
  it('ignores the first connection and reports each later one after a loss', () => {
    const seen = createReconnectDetector();
    expect(['initialized', 'connecting', 'connected'].map(seen)).toEqual([false, false, false]);
    expect(seen('connected')).toBe(false);
    expect(['unavailable', 'connecting', 'connected'].map(seen)).toEqual([false, false, true]);
    expect(['connecting', 'connected'].map(seen)).toEqual([false, true]);
  });
});
