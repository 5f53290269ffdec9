import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProgressBar } from './progress-bar';

describe('ProgressBar', () => {
  it('says the percentage unless given its own words for the value', () => {
    expect(renderToStaticMarkup(createElement(ProgressBar, { percent: 40, label: 'Rows imported' }))).toContain('aria-valuetext="40%"');
    const rows = renderToStaticMarkup(createElement(ProgressBar, { percent: 25, label: 'Rows imported', valueText: '3 of 12 rows' }));
    expect(rows).toMatch(/role="progressbar" aria-label="Rows imported"[^>]*aria-valuenow="25" aria-valuetext="3 of 12 rows"/);
    expect(rows).toContain('width:25%');
  });

  it('fills green when told the work is done', () => {
    expect(renderToStaticMarkup(createElement(ProgressBar, { percent: 100, label: 'Progress', tone: 'success' }))).toContain('bg-success');
    expect(renderToStaticMarkup(createElement(ProgressBar, { percent: 100, label: 'Progress' }))).not.toContain('bg-success');
  });
});
