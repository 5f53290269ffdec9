import type { ActivityResource } from '@/lib/contract/activity';
import { formatDateTime, formatDay } from '@/lib/dates/format-date';

/** How a record kind reads in a sentence (the path segment it was written through). */
const NOUNS: Record<string, string> = {
  tasks: 'task',
  subtask: 'subtask',
  meetings: 'meeting',
  files: 'file',
  versions: 'file version',
  version: 'file version',
  insights: 'insight',
  notes: 'note',
  discussions: 'discussion',
  comment: 'comment',
  workspaces: 'workspace',
  companies: 'company',
  teams: 'team',
  team: 'team',
  brands: 'brand',
  products: 'product',
  retailers: 'retailer',
  partners: 'partner',
  distributors: 'distributor',
  contacts: 'contact',
  reviews: 'review',
  goal: 'goal',
  topic: 'topic',
  'monitoring-products': 'monitored product',
  'workspace-retailers': 'retailer',
  'workspace-brands': 'brand',
  'workspace-products': 'product',
  pages: 'monitored page',
};

const VERBS: Record<ActivityResource['action'], string> = { create: 'created', update: 'changed', delete: 'deleted', restore: 'restored', action: 'updated' };

/** `due_date` → `due date`. */
const fieldName = (field: string) => field.replace(/_id$/, '').replace(/_/g, ' ');

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'nothing';
  // A calendar day reads as one ("Dec 3, 2026"), an instant in the reader's zone.
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDay(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:?\d{2})$/.test(value)) return formatDateTime(value);
  if (typeof value === 'string') return value.length > 60 ? `“${value.slice(0, 59)}…”` : `“${value}”`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return 'a new value';
}

export type ActivityLine = {
  /** "Olive Owner", or "Someone signed out" for a call without sign-in. */
  who: string;
  /** "changed task “Ship the deck”". */
  what: string;
  /** One line per changed field: "due date: “2026-12-03” → “2026-12-05”". */
  changes: string[];
  /** "as Sue Admin (impersonating)", "through the API token “script”", or null. */
  via: string | null;
};

/** An activity entry as a sentence a business user reads (the route is kept for the audit detail). */
export function describeActivity(a: ActivityResource): ActivityLine {
  if (!a.subject) return { who: a.actor?.name || 'Someone signed out', what: callPhrase(a.route), changes: [], via: viaOf(a) };
  const noun = NOUNS[a.subject.type] ?? a.subject.type.replace(/-/g, ' ');
  const label = a.subject?.label ? ` “${a.subject.label}”` : a.subject?.id ? ` #${a.subject.id}` : '';
  const action = a.action === 'action' ? actionVerb(a.route) : VERBS[a.action];
  const via = a.impersonator
    ? `as ${a.impersonator.name || 'a super-administrator'} (impersonating)`
    : a.token
      ? `through the API token “${a.token.name}”`
      : null;
  return {
    who: a.actor?.name || 'Someone signed out',
    what: `${action} ${noun}${label}`,
    changes: (a.changes ?? []).map((c) => `${fieldName(c.field)}: ${shown(c.before)} → ${shown(c.after)}`),
    via,
  };
}

function viaOf(a: ActivityResource): string | null {
  if (a.impersonator) return `as ${a.impersonator.name || 'a super-administrator'} (impersonating)`;
  return a.token ? `through the API token “${a.token.name}”` : null;
}

/** A call about no one record, by its last word: "approve workspace", "updated business data". */
function callPhrase(route: string): string {
  const [method, path] = route.split(' ');
  const phrase = (
    path
      .split('/')
      .filter((p) => !p.startsWith('{'))
      .pop() ?? path
  ).replace(/-/g, ' ');
  if (method === 'DELETE') return `removed ${phrase}`;
  return method === 'POST' ? phrase : `updated ${phrase}`;
}

/** The verb of a POST on a record, from its last path segment (`complete`, `assign`), else "updated". */
function actionVerb(route: string): string {
  const last = route.split('/').pop() ?? '';
  if (last.startsWith('{')) return 'updated';
  const verbs: Record<string, string> = { complete: 'completed', incomplete: 'reopened', assign: 'assigned', unassign: 'unassigned', restore: 'restored' };
  return verbs[last] ?? `${last.replace(/-/g, ' ')} on`;
}
