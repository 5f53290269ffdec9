import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DateRange } from './date-range';

const render = (from: string | null, to: string | null) =>
  renderToStaticMarkup(createElement(DateRange, { legend: 'Due', value: { from, to }, onChange: () => undefined, min: '2026-01-01' }));

describe('DateRange', () => {
  it('names the group first, then labels each day picker with visible "From" and "To"', () => {
    const html = render('2026-03-01', null);
    expect(html).toMatch(/^<fieldset[^>]*><legend[^>]*>Due<\/legend>/);
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>From<\/label><input type="date"[^>]*id="\1"/);
    expect(html).toMatch(/>To<\/label><input/);
    // "To" starts at "From"; "From" at the data's first day.
    expect(html).toMatch(/id="[^"]+-from" min="2026-01-01" value="2026-03-01"/);
    expect(html).toMatch(/id="[^"]+-to" min="2026-03-01" value=""/);
  });

  it('offers "Clear" (named by its visible word first) only when a day is set', () => {
    expect(render(null, null)).not.toContain('Clear');
    expect(render(null, '2026-04-01')).toMatch(/<button type="button"[^>]*>Clear<span class="sr-only"> due dates<\/span><\/button>/);
  });
});
