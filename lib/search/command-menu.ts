import type { ThemeChoice } from '@/lib/ui/appearance';

/** Ctrl+K (Cmd+K on a Mac) opens the command menu, wherever focus is; Shift/Alt variants are left alone. */
export function isCommandMenuShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean {
  return (e.ctrlKey || e.metaKey) && !e.shiftKey && !e.altKey && e.key.toLowerCase() === 'k';
}

export type NavCommand = { kind: 'go'; label: string; href: string; keywords: string };
export type ThemeCommand = { kind: 'theme'; label: string; theme: ThemeChoice; keywords: string };
export type Command = NavCommand | ThemeCommand;

/** The places of the main navigation and the theme switch, as commands. */
export const COMMANDS: readonly Command[] = [
  { kind: 'go', label: 'Home', href: '/', keywords: 'start dashboard getting started' },
  { kind: 'go', label: 'Workspaces', href: '/workspaces', keywords: 'request' },
  { kind: 'go', label: 'Teams', href: '/teams', keywords: 'members invite' },
  { kind: 'go', label: 'Companies', href: '/companies', keywords: 'new company' },
  { kind: 'go', label: 'Profile', href: '/profile', keywords: 'account password tokens settings' },
  { kind: 'theme', label: 'Use the dark theme', theme: 'dark', keywords: 'appearance night' },
  { kind: 'theme', label: 'Use the light theme', theme: 'light', keywords: 'appearance day' },
  { kind: 'theme', label: 'Follow the system theme', theme: 'system', keywords: 'appearance auto' },
];

/** The admin area, for super-administrators only. */
export const ADMIN_COMMAND: NavCommand = { kind: 'go', label: 'Admin', href: '/admin', keywords: 'users approve requests' };

/**
 * The commands matching what is typed: every word must start a word of the label or keywords
 * ("dark" finds "Use the dark theme", "wo" finds "Workspaces"); nothing typed lists them all.
 */
export function matchCommands(commands: readonly Command[], text: string): Command[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((c) => {
    const haystack = `${c.label} ${c.keywords}`.toLowerCase().split(/[^a-z0-9]+/);
    return words.every((w) => haystack.some((h) => h.startsWith(w)));
  });
}
