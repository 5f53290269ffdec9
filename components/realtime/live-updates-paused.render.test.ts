/** The "Live updates paused" notice: announced as a status, floating (fixed) so the page does not move, phone-sized. */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { LiveUpdatesPaused } from './live-updates-paused';

describe('LiveUpdatesPaused', () => {
  it('is a polite status floating over the page, within a phone-width screen', () => {
    const html = renderToStaticMarkup(createElement(LiveUpdatesPaused));
    expect(html).toMatch(/^<div role="status"/);
    expect(html).toContain('Live updates paused — reconnecting…');
    expect(html).toMatch(/class="[^"]*\bfixed\b[^"]*\bmax-w-\[calc\(100%-2rem\)\]/);
    expect(html).toContain('pointer-events-none');
  });
});
