import { ADMIN_COMMAND, COMMANDS, contextCommands, isCommandMenuShortcut, matchCommands } from './command-menu';
import { readRecent, rememberRecent } from './recent-records';
import { SEQUENCE_MS, shortcutAction } from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('command menu', () => {
  it('opens on Ctrl+K and Cmd+K only', () => {
    expect(isCommandMenuShortcut(key('k', { ctrlKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isCommandMenuShortcut(key('k'))).toBe(false);
    expect(isCommandMenuShortcut(key('k', { ctrlKey: true, shiftKey: true }))).toBe(false);
    expect(isCommandMenuShortcut(key('j', { ctrlKey: true }))).toBe(false);
  });

  it('offers the main places (Home, Workspaces, Teams, Companies, Profile) when nothing is typed', () => {
    const places = matchCommands(COMMANDS, '')
      .filter((c) => c.kind === 'go')
      .map((c) => c.label);
    expect(places).toEqual(['Home', 'Workspaces', 'Teams', 'Companies', 'Profile']);
  });

  it('matches words at the start of the label’s or keywords’ words', () => {
    expect(matchCommands(COMMANDS, 'wo').map((c) => c.label)).toEqual(['Workspaces']);
    expect(matchCommands(COMMANDS, 'dark').map((c) => c.label)).toEqual(['Use the dark theme']);
    expect(matchCommands(COMMANDS, 'THEME sys').map((c) => c.label)).toEqual(['Follow the system theme']);
    expect(matchCommands(COMMANDS, 'password').map((c) => c.label)).toEqual(['Profile']);
    expect(matchCommands(COMMANDS, 'orkspace')).toEqual([]);
    expect(matchCommands([...COMMANDS, ADMIN_COMMAND], 'approve').map((c) => c.label)).toEqual(['Admin']);
  });

  const workspaces = [
    { id: 3, name: 'Spring reset' },
    { id: 4, name: 'Walmart Q3' },
  ];
  const hrefs = (text: string, path: string) => matchCommands(contextCommands(path, workspaces), text).map((c) => ('href' in c ? c.href : c.label));

  it('typing a section finds it in the current workspace, across the selection elsewhere', () => {
    expect(hrefs('tasks', '/workspace/3/files')).toEqual(['/workspace/3/tasks']);
    expect(hrefs('tasks', '/companies')).toEqual(['/workspace/all/tasks']);
    expect(hrefs('tasks walmart', '/workspace/3')).toEqual([]);
    expect(hrefs('retailers', '/workspace/4/tasks')).toEqual(['/workspace/4/retailers']);
  });

  it('offers "New …" where the user is, opening the list with ?create=1', () => {
    expect(hrefs('new task', '/workspace/3/files')).toEqual(['/workspace/3/tasks?create=1']);
    expect(hrefs('upload', '/')).toEqual(['/workspace/all/files?create=1']);
    expect(hrefs('new company', '/')).toEqual(['/companies/new']);
  });

  it('switches to any other workspace by name, and lists the current company’s sections', () => {
    expect(hrefs('walmart', '/workspace/3')).toEqual(['/workspace/4']);
    expect(contextCommands('/workspace/3', workspaces).flatMap((c) => (c.kind === 'switch' ? [c.label] : []))).toEqual(['Open Walmart Q3']);
    expect(hrefs('monitoring', '/company/9/brands')).toEqual(['/company/9/monitoring']);
  });

  it('single-key shortcuts: g then a letter within the window, c in a list, ? for help; nothing else', () => {
    const g = shortcutAction('g', null, 1_000, '/workspace/3/files', '');
    expect(g).toEqual({ action: null, pending: 1_000 });
    expect(shortcutAction('t', 1_000, 1_500, '/workspace/3/files', '').action).toEqual({ type: 'go', href: '/workspace/3/tasks' });
    expect(shortcutAction('m', 1_000, 1_500, '/profile', '').action).toEqual({ type: 'go', href: '/workspace/all/meetings' });
    expect(shortcutAction('h', 1_000, 1_000 + SEQUENCE_MS + 1, '/profile', '').action).toBeNull();
    expect(shortcutAction('c', null, 0, '/workspace/3/tasks', '?status=open').action).toEqual({ type: 'go', href: '/workspace/3/tasks?status=open&create=1' });
    expect(shortcutAction('c', null, 0, '/workspace/3/tasks/9', '').action).toBeNull();
    expect(shortcutAction('?', null, 0, '/', '').action).toEqual({ type: 'help' });
    expect(shortcutAction('x', null, 0, '/', '').action).toBeNull();
  });

  it('remembers recent records per user, newest first, once each, and ignores foreign addresses', () => {
    // The Jest environment is Node: a Map stands in for the browser's localStorage.
    const store = new Map<string, string>();
    const localStorage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) };
    Object.assign(globalThis, { window: { localStorage } });
    rememberRecent(1, { url: '/workspace/3/tasks/5', title: 'Call buyer', subtitle: null });
    rememberRecent(1, { url: '/company/2', title: 'Acme', subtitle: 'Company' });
    rememberRecent(1, { url: '/workspace/3/tasks/5', title: 'Call buyer', subtitle: null });
    expect(readRecent(1).map((r) => r.url)).toEqual(['/workspace/3/tasks/5', '/company/2']);
    expect(readRecent(2)).toEqual([]);
    localStorage.setItem('app.recent-records.2', JSON.stringify([{ url: '//evil.example', title: 'x', subtitle: null }, 'junk']));
    expect(readRecent(2)).toEqual([]);
    Reflect.deleteProperty(globalThis, 'window');
  });
});
