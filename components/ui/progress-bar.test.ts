import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProgressBar, UploadProgress } from './progress-bar';

const render = (value: number) => renderToStaticMarkup(createElement(UploadProgress, { value, label: 'Uploading report.pdf' }));

describe('UploadProgress', () => {
  it('is a progressbar named by its label, with the percentage', () => {
    const html = render(0.426);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Uploading report.pdf"');
    expect(html).toContain('aria-valuenow="43"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html).toContain('aria-valuemax="100"');
    expect(html).toContain('width:43%');
  });

  it('clamps values outside 0–1 and ignores NaN', () => {
    expect(render(1.7)).toContain('aria-valuenow="100"');
    expect(render(-1)).toContain('aria-valuenow="0"');
    expect(render(Number.NaN)).toContain('aria-valuenow="0"');
  });
});

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
