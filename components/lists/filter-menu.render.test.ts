/**
 * The "Filter" menu's panel (components/lists): the list of filters, one filter's choices as radio
 * or checkbox menu items, and the date filter's quick ranges with a custom range on demand.
 */
import { createElement, createRef } from 'react';
import { renderToString } from 'react-dom/server';
import type { FilterField } from '@/lib/ui/filter-fields';
import { FilterChip } from './filter-chip';
import { FilterMenuPanel } from './filter-menu-panel';

const fields: FilterField[] = [
  {
    id: 'status',
    label: 'Status',
    kind: 'one',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'completed', label: 'Completed' },
    ],
    value: 'completed',
    defaultValue: 'open',
    setOne: () => {},
  },
  {
    id: 'retailer_ids',
    label: 'Retailers',
    kind: 'many',
    options: [
      { value: '1', label: 'Tesco' },
      { value: '2', label: 'Aldi' },
    ],
    value: ['2'],
    setMany: () => {},
  },
  { id: 'due', label: 'Due', kind: 'dates', presets: 'future', value: { from: null, to: null }, setDates: () => {} },
];

const render = (at: string | null) =>
  renderToString(createElement(FilterMenuPanel, { fields, at, setAt: () => {}, close: () => {}, rootRef: createRef<HTMLDivElement>() })).replace(
    /<!-- -->/g,
    '',
  );

describe('FilterMenuPanel', () => {
  it('lists the filters as menu items, with what an active one is set to', () => {
    const html = render(null);
    expect(html).toContain('role="menu" aria-label="Add filter"');
    expect(html.match(/role="menuitem"/g)).toHaveLength(3);
    expect(html).toMatch(/<span>Status<\/span><span[^>]*>Completed<\/span>/);
    expect(html).toMatch(/<span>Retailers<\/span><span[^>]*>Aldi<\/span>/);
  });

  it('shows one value as radio items and several as checkbox items, the chosen ones checked', () => {
    const one = render('status');
    expect(one).toContain('role="menu" aria-label="Status"');
    expect(one).toMatch(/role="menuitemradio"[^>]*aria-checked="true"[^>]*><span[^>]*>Completed</);
    expect(one).toMatch(/role="menuitemradio"[^>]*aria-checked="false"[^>]*><span[^>]*>Open</);
    const many = render('retailer_ids');
    expect(many).toMatch(/role="menuitemcheckbox"[^>]*aria-checked="true"[^>]*><span[^>]*>Aldi</);
    expect(many).toMatch(/role="menuitemcheckbox"[^>]*aria-checked="false"[^>]*><span[^>]*>Tesco</);
  });

  it('offers quick ranges for dates and keeps the native day inputs behind "Custom range…"', () => {
    const html = render('due');
    for (const label of ['Today', 'Next 7 days', 'Next 30 days', 'This month']) expect(html).toContain(`<span>${label}</span>`);
    expect(html).not.toContain('Last 7 days');
    expect(html).toContain('Custom range…');
    expect(html).not.toContain('type="date"');
  });
});

describe('FilterChip', () => {
  it('says the filter and its value, with a named remove button when it can be removed', () => {
    const removable = renderToString(createElement(FilterChip, { label: 'Due', summary: '1–7 Dec', onEdit: () => {}, onRemove: () => {} }));
    expect(removable).toMatch(/>Due:<\/span><span[^>]*>1–7 Dec</);
    expect(removable).toContain('aria-label="Remove Due filter"');
    const pinned = renderToString(createElement(FilterChip, { label: 'Status', summary: 'Open', onEdit: () => {} }));
    expect(pinned).not.toContain('Remove');
  });
});
