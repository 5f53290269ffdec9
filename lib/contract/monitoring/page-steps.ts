import { parse as parseSelector } from 'css-what';
import { z } from 'zod';

/**
 * Steps the guarded browser runs on a page before it reads the price (issue 35): accept a cookie
 * banner, choose a variant, wait for a part that loads late. At most MAX_PAGE_STEPS, each bounded
 * (STEP_TIMEOUT_MS for a selector to appear or be clicked, MAX_WAIT_MS for a pause); a failing step
 * is reported by its number and what it did ("Step 2 (click button[data-size=l]) failed: …").
 */
export const MAX_PAGE_STEPS = 5;
export const MAX_WAIT_MS = 10_000;
export const STEP_TIMEOUT_MS = 5_000;

export type PageStep = { action: 'click'; selector: string } | { action: 'wait_for'; selector: string } | { action: 'wait'; ms: number };

/** A CSS selector as the page's own document reads it (css-what, as cheerio's engine). */
const selector = z
  .string({ error: 'The selector is required.' })
  .trim()
  .min(1, 'The selector is required.')
  .max(300, 'The selector may not be greater than 300 characters.')
  .refine((value) => {
    try {
      parseSelector(value);
      return true;
    } catch {
      return false;
    }
  }, 'The selector is not a valid CSS selector.');

export const pageStep = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('click'), selector }).strict(),
    z.object({ action: z.literal('wait_for'), selector }).strict(),
    z
      .object({
        action: z.literal('wait'),
        ms: z.coerce
          .number({ error: 'The wait must be a number of milliseconds.' })
          .int('The wait must be a whole number of milliseconds.')
          .min(1, 'The wait must be at least 1 ms.')
          .max(MAX_WAIT_MS, `The wait may not be longer than ${MAX_WAIT_MS} ms.`),
      })
      .strict(),
  ],
  { error: 'The step must be click, wait_for or wait.' },
);

export const pageStepList = z.array(pageStep).max(MAX_PAGE_STEPS, `At most ${MAX_PAGE_STEPS} steps.`);

/** A step in words, as reports and the page's status show it: "click #accept", "wait 500 ms". */
export function describeStep(step: PageStep): string {
  switch (step.action) {
    case 'click':
      return `click ${step.selector}`;
    case 'wait_for':
      return `wait for ${step.selector}`;
    case 'wait':
      return `wait ${step.ms} ms`;
  }
}

/**
 * The page form's one-step-a-line text ("click #accept", "wait for .price", "wait 500") as steps;
 * a line it cannot read is returned as text so the form can say which one.
 */
export function parseStepLines(text: string): { steps: PageStep[]; bad: string | null } {
  const steps: PageStep[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const waitFor = /^wait[ _]for\s+(.+)$/i.exec(line);
    const wait = /^wait\s+(\d+)\s*(?:ms)?$/i.exec(line);
    const click = /^click\s+(.+)$/i.exec(line);
    if (waitFor) steps.push({ action: 'wait_for', selector: waitFor[1].trim() });
    else if (wait) steps.push({ action: 'wait', ms: Number(wait[1]) });
    else if (click) steps.push({ action: 'click', selector: click[1].trim() });
    else return { steps, bad: line };
  }
  return { steps, bad: null };
}
