import { COMPANY_SECTIONS, companySectionHref, WORKSPACE_SECTIONS } from '@/lib/routes/area-sections';
import type { ThemeChoice } from '@/lib/ui/appearance';

import { CREATE_PARAM } from './command-keys';

export { CREATE_PARAM, isCommandMenuShortcut } from './command-keys';

/** `hint`: where the command acts ("in Spring reset"), shown beside the label and matched like it. */
type Base = { label: string; keywords: string; hint?: string };
export type NavCommand = Base & { kind: 'go'; href: string };
export type CreateCommand = Base & { kind: 'create'; href: string };
export type SwitchCommand = Base & { kind: 'switch'; href: string };
export type ThemeCommand = Base & { kind: 'theme'; theme: ThemeChoice };
export type Command = NavCommand | CreateCommand | SwitchCommand | ThemeCommand;

/** The places of the main navigation and the theme switch, as commands. */
export const COMMANDS: readonly Command[] = [
  { kind: 'go', label: 'Home', href: '/', keywords: 'start dashboard getting started' },
  { kind: 'go', label: 'Workspaces', href: '/workspaces', keywords: 'request' },
  { kind: 'go', label: 'Teams', href: '/teams', keywords: 'members invite' },
  { kind: 'go', label: 'Companies', href: '/companies', keywords: 'new company' },
  { kind: 'go', label: 'Profile', href: '/profile', keywords: 'account password tokens settings notifications recently deleted trash' },
  { kind: 'theme', label: 'Use the dark theme', theme: 'dark', keywords: 'appearance night' },
  { kind: 'theme', label: 'Use the light theme', theme: 'light', keywords: 'appearance day' },
  { kind: 'theme', label: 'Follow the system theme', theme: 'system', keywords: 'appearance auto' },
];

/** The admin area, for super-administrators only. */
export const ADMIN_COMMAND: NavCommand = { kind: 'go', label: 'Admin', href: '/admin', keywords: 'users approve requests' };

/** The sections that list across every selected workspace (`/workspace/all/…`) and what each creates. */
const CREATABLE = [
  ['tasks', 'New task', 'add todo'],
  ['meetings', 'New meeting', 'add schedule event'],
  ['files', 'Upload a file', 'add new document'],
  ['insights', 'New insight', 'add'],
] as const;

type Named = { id: number; name: string };

/** Where a path is: a workspace (its id, or `all` for the saved selection), a company, or neither. */
export function areaOf(pathname: string): { workspace: number | 'all' | null; company: number | null } {
  const w = /^\/workspace\/(all|\d+)(?:\/|$)/.exec(pathname);
  const c = /^\/company\/(\d+)(?:\/|$)/.exec(pathname);
  return { workspace: w ? (w[1] === 'all' ? 'all' : Number(w[1])) : null, company: c ? Number(c[1]) : null };
}

/**
 * The commands of where the user is: the current workspace's sections and "New …" (the selected
 * workspaces' when none is open), the current company's sections, and "Open workspace …" for every
 * other approved workspace. Whether a "New …" is allowed is the list screen's decision: it opens its
 * dialog only where the caller may create, as its own button does.
 */
export function contextCommands(pathname: string, workspaces: readonly Named[]): Command[] {
  const { workspace, company } = areaOf(pathname);
  const commands: Command[] = [];
  const current = typeof workspace === 'number' ? workspaces.find((w) => w.id === workspace) : undefined;
  const scope = typeof workspace === 'number' ? workspace : 'all';
  const where = typeof workspace === 'number' ? `in ${current?.name ?? 'this workspace'}` : 'in your selected workspaces';
  for (const [section, label, keywords] of CREATABLE) {
    commands.push({ kind: 'create', label, href: `/workspace/${scope}/${section}?${CREATE_PARAM}=1`, keywords, hint: where });
  }
  commands.push({ kind: 'create', label: 'New company', href: '/companies/new', keywords: 'add brand catalogue' });
  const sections = typeof workspace === 'number' ? WORKSPACE_SECTIONS : WORKSPACE_SECTIONS.filter(([s]) => CREATABLE.some(([c]) => c === s));
  for (const [section, label] of sections) {
    const href = section ? `/workspace/${scope}/${section}` : `/workspace/${scope}`;
    commands.push({ kind: 'go', label: section ? label : 'Workspace overview', href, keywords: 'workspace section', hint: where });
  }
  if (company !== null) {
    for (const [section, label] of COMPANY_SECTIONS) {
      commands.push({
        kind: 'go',
        label: section ? label : 'Company overview',
        href: companySectionHref(company, section),
        keywords: 'company section',
        hint: 'in this company',
      });
    }
  }
  for (const w of workspaces) {
    if (w.id === workspace) continue;
    commands.push({ kind: 'switch', label: `Open ${w.name}`, href: `/workspace/${w.id}`, keywords: 'switch workspace go to' });
  }
  return commands;
}

/**
 * The commands matching what is typed: every word must start a word of the label, hint or keywords
 * ("dark" finds "Use the dark theme", "wo" finds "Workspaces", "tasks spring" finds the tasks of
 * Spring reset); nothing typed lists them all.
 */
export function matchCommands<C extends Command>(commands: readonly C[], text: string): C[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...commands];
  return commands.filter((c) => {
    const haystack = `${c.label} ${c.hint ?? ''} ${c.keywords}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
    return words.every((w) => haystack.some((h) => h.startsWith(w)));
  });
}
