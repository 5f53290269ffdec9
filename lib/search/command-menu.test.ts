import { ADMIN_COMMAND, COMMANDS, isCommandMenuShortcut, matchCommands } from './command-menu';

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
});
