import { nextPage, notificationMessage, notificationTitle, notificationUrl, toNotificationPage, unreadTotalOf } from './notification-view';
import { formatWhen } from '@/lib/dates/format-when';

const n = (data: Record<string, unknown>, type = 'RecordCreated') => ({ type, data });

describe('notificationTitle / notificationMessage', () => {
  it('uses data.title and data.message', () => {
    expect(notificationTitle(n({ title: 'Team invite' }))).toBe('Team invite');
    expect(notificationMessage(n({ message: ' Join us. ' }))).toBe('Join us.');
  });

  it('falls back to the type in words, and to no message', () => {
    expect(notificationTitle(n({}, 'RoleChanged'))).toBe('Role changed');
    expect(notificationTitle(n({ title: '' }, 'App\\Notifications\\WorkspaceApproved'))).toBe('Workspace approved');
    expect(notificationTitle(n({}, ''))).toBe('Notification');
    expect(notificationMessage(n({ message: 3 }))).toBeNull();
  });
});

describe('notificationUrl', () => {
  const origin = 'https://app.example.test';
  it.each<[unknown, string | null]>([
    ['/workspace/3', '/workspace/3'],
    ['/company/1/team/2?tab=members', '/company/1/team/2?tab=members'],
    ['https://app.example.test/workspaces#x', '/workspaces#x'],
    ['https://evil.example/phish', null],
    ['//evil.example/phish', null],
    ['/\\evil.example', null],
    ['javascript:alert(1)', null],
    ['workspaces', null],
    ['', null],
    [42, null],
    [undefined, null],
  ])('%p → %p', (url, expected) => {
    expect(notificationUrl(n({ url }), origin)).toBe(expected);
  });
});

describe('paging', () => {
  it('reads a page envelope and says whether another page follows', () => {
    const page = toNotificationPage({ data: [{ id: 'a' }], meta: { current_page: 1, last_page: 3, per_page: 20, total: 41 } }, 1);
    expect(page.meta.total).toBe(41);
    expect(nextPage(page)).toBe(2);
    expect(nextPage({ ...page, meta: { ...page.meta, current_page: 3 } })).toBeUndefined();
    expect(nextPage({ ...page, data: [] })).toBeUndefined();
  });

  it('treats a body without meta as a single page', () => {
    const page = toNotificationPage({ data: [{ id: 'a' }, { id: 'b' }] }, 1);
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, per_page: 20, total: 2 });
    expect(nextPage(page)).toBeUndefined();
    expect(toNotificationPage(null, 2).data).toEqual([]);
  });

  it('takes the unread count from meta.total', () => {
    expect(unreadTotalOf({ data: [{}], meta: { current_page: 1, last_page: 7, per_page: 1, total: 7 } })).toBe(7);
    expect(unreadTotalOf({ data: [] })).toBe(0);
  });
});

describe('formatWhen', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it.each([
    ['2025-03-10T11:59:30Z', 'just now'],
    ['2025-03-10T11:55:00Z', '5 min ago'],
    ['2025-03-10T09:00:00Z', '3 h ago'],
    ['2025-03-08T12:00:00Z', '2 d ago'],
    ['2025-03-01T12:00:00Z', 'Mar 1, 2025'],
    ['not a date', ''],
  ])('%s → %s', (iso, expected) => {
    expect(formatWhen(iso, now)).toBe(expected);
  });
});
