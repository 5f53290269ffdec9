import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { ReadSource, TestExtractionBody, TestExtractionResult } from '@/lib/contract/monitoring/test-extraction';
import { pageFormBody } from './page-form';
import type { PageFormValues } from './page-form';

/** Where a value was read, in words. */
export const READ_SOURCE_LABELS: Record<ReadSource, string> = {
  jsonld: 'JSON-LD',
  microdata: 'Microdata',
  og: 'OpenGraph',
  selector: 'Price selector',
  xpath: 'XPath',
  regex: 'Pattern (regex)',
  text: 'Page wording',
  html_title: 'Page title',
};

export const FETCHER_LABELS: Record<NonNullable<TestExtractionResult['fetcher']>, string> = { http: 'Plain HTTP', browser: 'Browser' };

/** The headline of a result: what a check would come to. */
export function testExtractionHeadline(r: TestExtractionResult): string {
  switch (r.outcome) {
    case 'extracted':
      if (r.price) return 'A check would record this price.';
      if (r.extraction_status === 'needs_offer_mapping') return 'Several offers: no price would be recorded until the variation’s offer is chosen.';
      if (r.extraction_status === 'ambiguous_price') return 'The price could be read more than one way: none would be recorded.';
      return 'No price found: none would be recorded.';
    case 'blocked':
      return 'The retailer blocked the request.';
    case 'not_found':
      return 'The page was not found.';
    case 'robots_disallowed':
      return 'robots.txt disallows this URL: it was not fetched.';
    case 'forbidden_target':
      return 'This address is not allowed (private or local network).';
    case 'browser_unavailable':
      return 'This page needs a browser, and none is available.';
    case 'failed':
      return 'The page could not be fetched.';
  }
}

/**
 * The body of `POST …/test-extraction` from the form's current (unsaved) values: the same URL, fetch
 * mode, settings and variation a save would send.
 */
export function testExtractionBodyOf(values: PageFormValues, page?: MonitoringPage): TestExtractionBody {
  const { url, fetch_mode, settings, variation_id } = pageFormBody(values, page);
  return { url: url ?? '', fetch_mode, settings, variation_id };
}

/** Section 8 fallback when the call answers nothing readable. */
export const TEST_EXTRACTION_ERROR = 'Error testing the extraction';
