import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { UploadProgress } from './upload-progress';

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
