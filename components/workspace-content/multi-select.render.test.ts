/**
 * Server-renders the multi-select: the trigger shows the choice and announces a listbox;
 * the options are whole-row `option`s of a multi-select listbox (no small checkbox to hit).
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MultiSelect } from './multi-select';
import { MultiSelectOptions } from './multi-select-options';

const retailers = [
  { value: 1, label: 'Tesco' },
  { value: 2, label: 'Aldi' },
  { value: 3, label: 'Lidl' },
];

describe('multi-select', () => {
  it('names the trigger by its visible words (label, then the choice) and says it opens a listbox', () => {
    const html = renderToString(
      createElement(MultiSelect, { label: 'Retailers', placeholder: 'None', options: retailers, value: [1, 2], onChange: jest.fn() }),
    );
    expect(html).toMatch(/<button[^>]*aria-labelledby="([^" ]+) ([^"]+)"[^>]*aria-haspopup="listbox"[^>]*aria-expanded="false"/);
    expect(html).not.toMatch(/<button[^>]*aria-label=/);
    const [, labelId, summaryId] = /aria-labelledby="([^" ]+) ([^"]+)"/.exec(html) ?? [];
    expect(html).toContain(`id="${labelId}" class="text-muted-foreground">Retailers: </span>`);
    expect(html).toContain(`id="${summaryId}" class="font-medium">Tesco, Aldi</span>`);
    const three = renderToString(createElement(MultiSelect, { label: 'Retailers', options: retailers, value: [1, 2, 3], onChange: jest.fn() }));
    expect(three).toContain('3 selected');
    expect(three).toContain('title="Tesco, Aldi, Lidl"');
  });

  it('renders whole rows as selectable options of a multi-select listbox, one of them in the Tab order', () => {
    const html = renderToString(
      createElement(MultiSelectOptions, {
        id: 'l',
        label: 'Retailers',
        options: retailers,
        value: [2],
        active: 1,
        onToggle: jest.fn(),
        onFocusIndex: jest.fn(),
      }),
    );
    expect(html).toMatch(/^<ul id="l" role="listbox" aria-multiselectable="true" aria-label="Retailers"/);
    const rows = [
      ...html.matchAll(/<li role="option" aria-selected="(true|false)" tabindex="(-1|0)"[^>]*>.*?<span class="min-w-0 truncate">([^<]+)<\/span><\/li>/g),
    ].map((m) => [m[3], m[1], m[2]]);
    expect(rows).toEqual([
      ['Tesco', 'false', '-1'],
      ['Aldi', 'true', '0'],
      ['Lidl', 'false', '-1'],
    ]);
    expect(html).not.toContain('type="checkbox"');
  });
});
