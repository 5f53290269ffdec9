import type { Page } from 'playwright-core';
import { describeStep, STEP_TIMEOUT_MS } from '@/lib/contract/monitoring/page-steps';
import type { PageStep } from '@/lib/contract/monitoring/page-steps';

/** A step that did not work: its number (1-based), what it was, and why, for the check and the page. */
export class PageStepError extends Error {
  readonly code = 'step_failed';
  constructor(
    readonly index: number,
    readonly step: PageStep,
    reason: string,
  ) {
    super(`Step ${index + 1} (${describeStep(step)}) failed: ${reason}`);
    this.name = 'PageStepError';
  }
}

/**
 * Runs a page's steps in order in the guarded browser (its clicks load nothing the proxy would not
 * allow). Each selector step waits at most STEP_TIMEOUT_MS (and never past `capMs`) for its element
 * to be visible; a click is a real click (the banner's own handler runs). Stops at the first step
 * that fails.
 */
export async function runPageSteps(page: Page, steps: readonly PageStep[], capMs: number): Promise<void> {
  const timeout = Math.min(STEP_TIMEOUT_MS, capMs);
  for (const [index, step] of steps.entries()) {
    try {
      if (step.action === 'wait') await page.waitForTimeout(Math.min(step.ms, capMs));
      else if (step.action === 'wait_for') await page.locator(step.selector).first().waitFor({ state: 'visible', timeout });
      else await page.locator(step.selector).first().click({ timeout });
    } catch (error) {
      throw new PageStepError(index, step, reasonOf(error, step));
    }
  }
}

/** Playwright's message is long and technical: its first line, with a plainer word for a timeout. */
function reasonOf(error: unknown, step: PageStep): string {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  if (/timeout/i.test(message) && step.action !== 'wait') return `no visible element matched within ${STEP_TIMEOUT_MS / 1000} s`;
  return message.replace(/^\w+\.\w+:\s*/, '');
}
