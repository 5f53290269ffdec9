/**
 * The empty lists inside cards (a detail's contacts, the home's agenda, a retailer's reviews…) draw
 * the compact empty state with the icon of their kind: the same as the kind's own screen where it
 * has one (empty-state.render.test.ts), else one no other kind draws. Where the card has a primary
 * button ("Add contact"), the empty state carries it instead of the header: one button of that name.
 * Every read of a card answers empty (the client's initialData), so the real query keys are used.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { LatestCard } from '@/components/companies/latest-card';
import { AssigneesPanel } from '@/components/companies/people/assignees-panel';
import { CompanyUsersPanel } from '@/components/companies/people/company-users-panel';
import { ContactsPanel } from '@/components/contacts/contacts-panel';
import { DiscussionPanel } from '@/components/discussions/discussion-panel';
import { ImportHistory } from '@/components/imports/import-history';
import { InsightAttachedResources } from '@/components/insights/insight-attached-resources';
import { MeetingTasksPanel } from '@/components/meetings/meeting-tasks-panel';
import { AlertRulesCard } from '@/components/monitoring/alert-rules-card';
import { AlertTasksCard } from '@/components/monitoring/alert-tasks-card';
import { AvailabilityCard } from '@/components/monitoring/availability-card';
import { ScorecardTable } from '@/components/monitoring/map/scorecard-table';
import { PriceMatrixCard } from '@/components/monitoring/price-matrix-card';
import { ReportsCard } from '@/components/monitoring/reports-card';
import { RequestsCard } from '@/components/monitoring/requests-card';
import { ReviewsCard } from '@/components/monitoring/reviews-card';
import { ReviewsPanel } from '@/components/reviews/reviews-panel';
import { NavIcon } from '@/components/shell/nav-icons';
import type { NavIconName } from '@/components/shell/nav-items';
import { TaskFiles } from '@/components/tasks/task-files';
import { TaskSubtasks } from '@/components/tasks/task-subtasks';
import { TeamInvites } from '@/components/teams/team-invites';
import { TeamCompanies, TeamWorkspaces } from '@/components/teams/team-links';
import { WebhookDeliveries } from '@/components/webhooks/webhook-deliveries';
import { WorkspaceContentSummary } from '@/components/workspace-records/home-summary';
import { RetailerSections } from '@/components/workspace-records/retailer-sections';
import type { Company } from '@/lib/contract/companies';
import type { InsightDetail } from '@/lib/contract/insights';
import type { MeetingDetail } from '@/lib/contract/meetings';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { ScorecardResource } from '@/lib/contract/monitoring/scorecards';
import type { Team } from '@/lib/contract/teams';
import { makeDetail, makeTask } from '@/lib/tasks/task-test-data';
import { statKey } from '@/lib/workspace-records/home-stats';
import type { IconProps } from './icon-base';
import { AlertTriangleIcon, NoteIcon, SearchIcon, TagIcon } from './icons';
import { BriefcaseIcon, ContactIcon, MessageIcon, ReportIcon, SendIcon, SpreadsheetIcon, StarIcon, StopwatchIcon, UserCheckIcon } from './kind-icons';
import { EyeIcon, GlobeIcon, SirenIcon } from './monitoring-icons';
import { KeyIcon, MailIcon, TrashIcon } from './more-icons';

jest.mock('next/navigation', () => ({
  usePathname: () => '/company/1',
  useSearchParams: () => new URLSearchParams(''),
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() }),
}));

const emptyPage = { data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 } };

/** Renders `element` with every read answered by `initialData` (the shape its hook reads). */
function render(element: ReactElement, initialData: unknown, seed: (client: QueryClient) => void = () => undefined): string {
  const client = new QueryClient({ defaultOptions: { queries: { initialData, staleTime: Number.POSITIVE_INFINITY } } });
  seed(client);
  return renderToString(createElement(QueryClientProvider, { client }, element));
}

const glyphOf = (html: string) => html.match(/<svg[^>]*>(.*?)<\/svg>/)?.[1] ?? '';
const drawingOf = (Icon: ComponentType<IconProps>) => glyphOf(renderToStaticMarkup(createElement(Icon)));
const navDrawing = (name: NavIconName) => glyphOf(renderToStaticMarkup(createElement(NavIcon, { name })));
/** The drawings of every empty state in `html` (the icons in their round badges), in order. */
const emptyGlyphsOf = (html: string) => [...html.matchAll(/rounded-full bg-primary-soft text-primary[^"]*"><svg[^>]*>(.*?)<\/svg>/g)].map((m) => m[1]);
const count = (html: string, text: string) => html.split(text).length - 1;

const company: Company = {
  id: 1,
  name: 'Northwind',
  subdomain: 'northwind',
  description: null,
  website: null,
  industry: null,
  image: null,
  can_edit: true,
  teams: [{ id: 4, name: 'Sales', role: 'admin' }],
  counts: { brands: 0, products: 0, retailers: 0, partners: 0, distributors: 0 },
  created_at: '2026-01-01T00:00:00Z',
};
const team: Team = {
  id: 4,
  name: 'Sales',
  description: null,
  image: null,
  company_id: null,
  company_name: null,
  role: 'admin',
  members_count: 1,
  created_at: '2026-01-01T00:00:00Z',
};

// The records the cards read, with only what they read (the rest of the shape does not matter here).
const product = { id: 2, company_id: 1, name: 'Kettle', alert_rules: [] } as Partial<MonitoringProduct> as MonitoringProduct;
const meeting = { id: 5, workspace_id: 2, title: 'Line review', tasks: [], can_write: true } as Partial<MeetingDetail> as MeetingDetail;
const insight = { id: 5, resources: [], can_edit: true } as Partial<InsightDetail> as InsightDetail;
const scorecard = (brand: ScorecardResource['brand']): ScorecardResource => ({
  retailer: { id: 3, name: 'Alpha Shop' },
  brand,
  period: { from: '2026-01-01', to: '2026-01-31' },
  generated_at: '2026-02-01T00:00:00Z',
  summary: {
    map_compliance_share: null,
    in_stock_share: null,
    price_index_vs_msrp: null,
    price_index_note: null,
    rating_first: null,
    rating_last: null,
    cases_open: 0,
    cases_opened: 0,
    cases_closed: 0,
    median_time_to_compliance_seconds: null,
  },
  rows: [],
});

/** Each card: its empty markup, the drawings its empty states must show, and its primary button (once, in the empty state). */
const CARDS: [card: string, html: () => string, drawings: string[], button?: string][] = [
  [
    'company contacts',
    () => render(createElement(ContactsPanel, { companyId: 1, canEdit: true }), emptyPage),
    [drawingOf(ContactIcon)],
    '>Add contact</button>',
  ],
  ['company reviews', () => render(createElement(ReviewsPanel, { companyId: 1, canEdit: true }), emptyPage), [drawingOf(StarIcon)], '>Add review</button>'],
  ['assignees', () => render(createElement(AssigneesPanel, { company }), emptyPage), [drawingOf(UserCheckIcon)], '>Add assignee</button>'],
  [
    'company users',
    () => render(createElement(CompanyUsersPanel, { companyId: 1, canEdit: true }), emptyPage),
    [drawingOf(BriefcaseIcon)],
    '>Add person</button>',
  ],
  [
    'monitored product reviews',
    () => render(createElement(ReviewsCard, { companyId: 1, productId: 2, pages: [], canEdit: true }), { ...emptyPage, rating_series: [] }),
    [drawingOf(StarIcon)],
    '>Add review</button>',
  ],
  [
    'discussions',
    () => render(createElement(DiscussionPanel, { subject: { kind: 'file', id: 1 }, discussions: [], invalidateKey: ['file', 1] }), emptyPage),
    [drawingOf(MessageIcon)],
    '>Start a discussion</button>',
  ],
  [
    'retailer sections (insights, files, products, contacts, reviews)',
    () => render(createElement(RetailerSections, { workspaceId: 2, retailerId: 3 }), emptyPage),
    [navDrawing('insights'), navDrawing('files'), navDrawing('products'), drawingOf(ContactIcon), drawingOf(StarIcon)],
  ],
  [
    'home summary (meetings, tasks, files, insights)',
    () =>
      render(createElement(WorkspaceContentSummary, { workspaceId: '2', scope: [2], canCreate: true }), { items: [], total: 0 }, (c) => {
        for (const stat of ['retailers', 'brands', 'products'] as const) c.setQueryData(statKey(stat, [2]), 0);
      }),
    [navDrawing('meetings'), navDrawing('tasks'), navDrawing('files'), navDrawing('insights')],
  ],
  [
    'latest brands',
    () =>
      render(
        createElement(LatestCard<{ id: number }>, {
          title: 'Latest brands',
          noun: 'brand',
          icon: TagIcon,
          path: 'companies/1/brands',
          queryKey: ['brands'],
          fallback: 'x',
          listHref: '/company/1/brands',
          newHref: '/company/1/brands/new',
          itemHref: String,
          toItem: (b) => ({ id: b.id, name: '', image: null, detail: '' }),
        }),
        { data: [], total: 0 },
      ),
    [navDrawing('brands')],
    '>New brand</a>',
  ],
  ['team companies', () => render(createElement(TeamCompanies, { team }), []), [navDrawing('companies')]],
  ['team workspaces', () => render(createElement(TeamWorkspaces, { team }), []), [navDrawing('workspaces')]],
  ['team invites', () => render(createElement(TeamInvites, { team: { ...team, invites: [] } }), []), [drawingOf(MailIcon)], '>Invite member</button>'],
  ['monitoring reports', () => render(createElement(ReportsCard, { companyId: 1, productId: 2, canEdit: true }), emptyPage), [drawingOf(ReportIcon)]],
  [
    'monitoring checks',
    () => render(createElement(RequestsCard, { companyId: 1, productId: 2, pages: [], pageId: null, onPageId: () => undefined }), emptyPage),
    [drawingOf(StopwatchIcon)],
  ],
  // Its rows are the retailer pages: the pages card's globe.
  ['current prices', () => render(createElement(PriceMatrixCard, { matrix: { rows: [] } }), undefined), [drawingOf(GlobeIcon)]],
  ['availability', () => render(createElement(AvailabilityCard, { series: [] }), undefined), [drawingOf(EyeIcon)]],
  [
    'alert rules',
    () => render(createElement(AlertRulesCard, { companyId: 1, product, variations: [], canEdit: true }), undefined),
    [drawingOf(SirenIcon)],
    '>Edit rules</button>',
  ],
  ['tasks opened by alerts', () => render(createElement(AlertTasksCard, { tasks: [] }), undefined), [navDrawing('tasks')]],
  ['scorecard rows', () => render(createElement(ScorecardTable, { card: scorecard(null) }), undefined), [drawingOf(GlobeIcon)]],
  ['a task’s subtasks', () => render(createElement(TaskSubtasks, { task: makeTask(), onToggle: () => undefined }), undefined), [navDrawing('tasks')]],
  ['a task’s files', () => render(createElement(TaskFiles, { task: makeDetail() }), emptyPage), [navDrawing('files')]],
  ['a meeting’s tasks', () => render(createElement(MeetingTasksPanel, { meeting }), undefined), [navDrawing('tasks')], '>Add task</button>'],
  ['an insight’s resources', () => render(createElement(InsightAttachedResources, { insight }), undefined), [navDrawing('resources')]],
  ['import history', () => render(createElement(ImportHistory, { companyId: 1 }), emptyPage), [drawingOf(SpreadsheetIcon)]],
  [
    'webhook deliveries',
    () => render(createElement(WebhookDeliveries, { base: 'companies/1/webhooks', webhookId: 1, enabled: true }), emptyPage),
    [drawingOf(SendIcon)],
  ],
];

describe('the empty lists inside cards', () => {
  it.each(CARDS)('%s: the compact empty state with its kind’s icon', (_card, html, drawings) => {
    const markup = html();
    expect(emptyGlyphsOf(markup)).toEqual(drawings);
    // Compact: no dashed frame inside the card's own.
    expect(markup).not.toContain('border-dashed');
    expect(markup).not.toMatch(/<p class="[^"]*text-muted-foreground[^"]*">No /);
    // Titles are headings (or a heading's line): no full stop at their end.
    expect(markup).not.toMatch(/<(h[2-4]|p) class="font-semibold[^"]*">[^<]*\.<\/(h[2-4]|p)>/);
  });

  it.each(CARDS.filter(([, , , button]) => button))('%s: its primary button once, in the empty state', (_card, html, _drawings, button) => {
    const markup = html();
    expect(count(markup, button ?? '')).toBe(1);
    expect(markup).toMatch(new RegExp(`rounded-full bg-primary-soft.*${button}`));
  });

  it('keeps the words: the title without its full stop, the rest as the description', () => {
    const invites = render(createElement(TeamInvites, { team: { ...team, invites: [] } }), []);
    expect(invites).toMatch(/<h3[^>]*>No pending invites<\/h3><p[^>]*>Invite people by email; they join once they accept.<\/p>/);
    const rules = render(createElement(AlertRulesCard, { companyId: 1, product, variations: [], canEdit: true }), undefined);
    expect(rules).toMatch(/<h3[^>]*>No rules<\/h3><p[^>]*>Nobody is alerted.<\/p>/);
    const branded = render(createElement(ScorecardTable, { card: scorecard({ id: 7, name: 'Acme' }) }), undefined);
    expect(branded).toMatch(/<h2[^>]*>No monitored page at this retailer for Acme<\/h2>/);
  });

  it('a reader gets the empty state without the button, nor the words that invite to use it', () => {
    const tasks = render(createElement(MeetingTasksPanel, { meeting: { ...meeting, can_write: false } }), undefined);
    expect(tasks).toMatch(/<h3[^>]*>No tasks yet<\/h3><\/div>/);
    expect(tasks).not.toContain('Add task');
    const rules = render(createElement(AlertRulesCard, { companyId: 1, product, variations: [], canEdit: false }), undefined);
    expect(rules).not.toContain('Edit rules');
    expect(emptyGlyphsOf(rules)).toEqual([drawingOf(SirenIcon)]);
  });

  it('the kinds with no screen of their own draw icons no other kind draws', () => {
    const own = [
      ContactIcon,
      StarIcon,
      MessageIcon,
      UserCheckIcon,
      BriefcaseIcon,
      MailIcon,
      ReportIcon,
      StopwatchIcon,
      SirenIcon,
      EyeIcon,
      SpreadsheetIcon,
      SendIcon,
      GlobeIcon,
    ].map(drawingOf);
    // The drawings of the screens' kinds: the sidebar's, and the few of their own (empty-state.render.test.ts).
    const names: NavIconName[] = ['home', 'workspaces', 'teams', 'companies', 'profile', 'admin', 'overview', 'retailers', 'brands', 'products'];
    const more: NavIconName[] = ['insights', 'resources', 'files', 'meetings', 'tasks', 'management', 'distributors', 'categories', 'partners', 'monitoring'];
    const taken = [...[...names, ...more].map(navDrawing), ...[SearchIcon, AlertTriangleIcon, NoteIcon, TrashIcon, KeyIcon].map(drawingOf)];
    expect(new Set(own).size).toBe(own.length);
    expect(own.filter((d) => taken.includes(d))).toEqual([]);
  });
});
