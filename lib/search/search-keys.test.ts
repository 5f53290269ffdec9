import { isSlashShortcut, isTypingTarget, searchKeyAction } from './search-keys';

const state = { open: true, active: -1, count: 4, text: 'acme' };

describe('searchKeyAction', () => {
  it('walks every option with the arrows, wrapping, and opens the list from closed', () => {
    expect(searchKeyAction('ArrowDown', state)).toEqual({ type: 'move', index: 0 });
    expect(searchKeyAction('ArrowDown', { ...state, active: 3 })).toEqual({ type: 'move', index: 0 });
    expect(searchKeyAction('ArrowUp', { ...state, active: 0 })).toEqual({ type: 'move', index: 3 });
    expect(searchKeyAction('ArrowUp', { ...state, active: 2 })).toEqual({ type: 'move', index: 1 });
    expect(searchKeyAction('ArrowDown', { ...state, open: false })).toEqual({ type: 'move', index: 0 });
    expect(searchKeyAction('ArrowUp', { ...state, open: false })).toEqual({ type: 'move', index: 3 });
    expect(searchKeyAction('ArrowDown', { ...state, count: 0 })).toBeNull();
  });
  it('opens the highlighted option on Enter, else the first; nothing while closed', () => {
    expect(searchKeyAction('Enter', { ...state, active: 2 })).toEqual({ type: 'open', index: 2 });
    expect(searchKeyAction('Enter', state)).toEqual({ type: 'open', index: 0 });
    expect(searchKeyAction('Enter', { ...state, open: false })).toBeNull();
    expect(searchKeyAction('Enter', { ...state, count: 0 })).toBeNull();
  });
  it('closes on Escape, then clears the box; Home/End jump only while an option is highlighted', () => {
    expect(searchKeyAction('Escape', state)).toEqual({ type: 'close' });
    expect(searchKeyAction('Escape', { ...state, open: false })).toEqual({ type: 'clear' });
    expect(searchKeyAction('Escape', { ...state, open: false, text: '' })).toBeNull();
    expect(searchKeyAction('Home', state)).toBeNull();
    expect(searchKeyAction('End', { ...state, active: 1 })).toEqual({ type: 'move', index: 3 });
    expect(searchKeyAction('a', state)).toBeNull();
  });
});

describe('the "/" shortcut', () => {
  const key = (target: unknown, extra: Partial<KeyboardEvent> = {}) => ({
    key: '/',
    ctrlKey: false,
    metaKey: false,
    altKey: false,
    target: target as EventTarget,
    ...extra,
  });
  it('fires outside text fields only, without modifiers', () => {
    expect(isSlashShortcut(key({ tagName: 'BODY' }))).toBe(true);
    expect(isSlashShortcut(key({ tagName: 'BUTTON' }))).toBe(true);
    expect(isSlashShortcut(key({ tagName: 'INPUT', type: 'checkbox' }))).toBe(true);
    expect(isSlashShortcut(key({ tagName: 'INPUT', type: 'text' }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'INPUT' }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'TEXTAREA' }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'DIV', isContentEditable: true }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'BODY' }, { ctrlKey: true }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'BODY' }, { key: '?' }))).toBe(false);
    expect(isSlashShortcut(key({ tagName: 'BODY' }, { defaultPrevented: true }))).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget({ tagName: 'SELECT' } as unknown as EventTarget)).toBe(true);
  });
});
