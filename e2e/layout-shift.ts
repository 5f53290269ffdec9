import type { Page } from '@playwright/test';

/**
 * Sums the page's layout shifts not caused by input from its first paint (the CLS of the page so
 * far, as Chromium's PerformanceObserver reports it): call before `page.goto`, read with
 * `layoutShift(page)`. `describeLayoutShift(page)` names what moved, for a failure's message.
 */
export async function watchLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Shift = {
      value: number;
      hadRecentInput: boolean;
      startTime: number;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const w = window as unknown as { __cls?: number; __shifts?: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as Shift[]) {
        if (e.hadRecentInput) continue;
        w.__cls = (w.__cls ?? 0) + e.value;
        const moved = e.sources.map((s) => {
          const el = s.node instanceof Element ? s.node : (s.node?.parentElement ?? null);
          const name = el ? `<${el.tagName.toLowerCase()}> "${(el.textContent ?? '').trim().slice(0, 40)}"` : '(gone)';
          return `${name} y ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h ${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
        });
        w.__shifts?.push(`${e.value.toFixed(3)} at ${Math.round(e.startTime)} ms: ${moved.join('; ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of layout shifts not caused by input since navigation (see `watchLayoutShift`). */
export const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { __cls?: number }).__cls ?? 0);

/** Each shift since navigation with the elements it moved. */
export const describeLayoutShift = (page: Page) => page.evaluate(() => ((window as unknown as { __shifts?: string[] }).__shifts ?? []).join('\n'));
