/**
 * Every detail screen labels its facts one way: sentence-case muted labels, and an unset value as an
 * em dash that a screen reader hears as "Not set".
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { InsightFacts } from '@/components/insights/insight-facts';
import { MeetingFacts } from '@/components/meetings/meeting-facts';
import type { InsightDetail } from '@/lib/contract/insights';
import type { Meeting } from '@/lib/contract/meetings';
import { AvatarFactsCard, Fact, FactGrid, FactsCard } from './detail-facts';
import { WebsiteLink } from './website-link';

const NOT_SET = '<span class="text-muted-foreground"><span aria-hidden="true">—</span><span class="sr-only">Not set</span></span>';
const render = (el: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(el);
/** The label and value of each fact, in order. */
const facts = (html: string) =>
  [...html.matchAll(/<dt class="([^"]*)"[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, cls, term, value]) => ({ cls, term, value }));

describe('Fact and FactGrid', () => {
  it('show a set value as it is, under a sentence-case label', () => {
    const html = render(createElement(FactsCard, null, createElement(Fact, { term: 'Category' }, 'Mass')));
    expect(facts(html)).toEqual([{ cls: 'text-sm text-muted-foreground', term: 'Category', value: 'Mass' }]);
    expect(html).not.toContain('uppercase');
  });

  it.each([null, undefined, ''])('show %p as "—", read as "Not set"', (value) => {
    expect(facts(render(createElement(Fact, { term: 'Website' }, value)))[0].value).toBe(NOT_SET);
    expect(facts(render(createElement(FactGrid, { facts: [['Updated', value]] })))[0].value).toBe(NOT_SET);
  });

  it('keep a zero', () => {
    expect(facts(render(createElement(FactGrid, { facts: [['Members', 0]] })))[0].value).toBe('0');
  });

  it('a website that is not set reads the same', () => {
    expect(render(createElement(WebsiteLink, { url: null }))).toBe(NOT_SET);
  });
});

describe('detail screens', () => {
  it('an insight: every label in sentence case, unset fields "Not set"', () => {
    const insight = {
      id: 5,
      name: 'Shelf gap',
      type: 'Retail Execution',
      workspaces: [{ id: 2, name: 'Main' }],
      retailer_name: 'Shop',
      retailer_location: null,
      summary: 'Empty shelves',
      category: null,
      brand: null,
      product: null,
      applicable_date: null,
      external_url: null,
      file: null,
      created_by: { id: 1, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', image: null },
      created_at: '2026-03-01T00:00:00Z',
    } as const satisfies Partial<InsightDetail>;
    const html = render(createElement(InsightFacts, { insight: insight as unknown as InsightDetail }));
    expect(html).not.toContain('uppercase');
    const byTerm = Object.fromEntries(facts(html).map((f) => [f.term, f.value]));
    expect(byTerm).toEqual({
      Type: 'Retail Execution',
      Category: NOT_SET,
      Retailer: 'Shop',
      'Retailer location': NOT_SET,
      'Brand / product': NOT_SET,
      'Applicable date': NOT_SET,
      Workspaces: 'Main',
      'Added by': 'Ada Lovelace · Mar 1, 2026',
    });
    expect(html).toContain('<h3 class="text-sm text-muted-foreground">Summary</h3>');
  });

  it('a meeting: labels in the same style, and a fact it does not have (the place) left out', () => {
    const meeting = {
      id: 1,
      title: 'Line review',
      workspace_name: 'Main',
      location: null,
      retailer_name: null,
      brand_name: null,
      product_name: null,
      created_by: null,
      attendees: [],
      starts_at: '2026-03-01T10:00:00Z',
      ends_at: '2026-03-01T11:00:00Z',
      time_zone: 'UTC',
    } as const satisfies Partial<Meeting>;
    const html = render(createElement(MeetingFacts, { meeting: meeting as unknown as Meeting }));
    expect(html).toMatch(/<dt class="flex items-center gap-1.5 text-sm text-muted-foreground">Workspace<\/dt><dd[^>]*>Main<\/dd>/);
    expect(html).not.toContain('Where');
    expect(html).not.toContain('font-medium text-muted-foreground');
  });
});

describe('AvatarFactsCard (the summary card of a team and a brand)', () => {
  const card = (image: string | null, children?: string) =>
    render(
      createElement(
        AvatarFactsCard,
        {
          name: 'Acme Labs',
          image,
          facts: [
            ['Members', 3],
            ['Company', null],
            ['Updated', 'Mar 4, 2026'],
          ],
        },
        children,
      ),
    );

  it('shows the initials, hidden from screen readers, beside the facts in a row of three', () => {
    const html = card(null);
    expect(html).toMatch(
      /^<div[^>]*><div class="[^"]*flex flex-wrap items-center gap-4[^"]*"><span aria-hidden="true"[^>]*>AL<\/span><dl class="[^"]*flex-1 grid-cols-2 sm:grid-cols-3"/,
    );
    expect(html).toMatch(/<\/dl><\/div><\/div>$/);
    expect(facts(html).map(({ term, value }) => [term, value])).toEqual([
      ['Members', '3'],
      ['Company', NOT_SET],
      ['Updated', 'Mar 4, 2026'],
    ]);
  });

  it('shows the picture as a decorative image, and what it is given after the facts', () => {
    const html = card('/api/uploads/a.png', 'Team ID');
    expect(html).toMatch(/<img src="\/api\/uploads\/a.png" alt=""[^>]*><dl/);
    expect(html).toMatch(/<\/dl>Team ID<\/div><\/div>$/);
  });
});
