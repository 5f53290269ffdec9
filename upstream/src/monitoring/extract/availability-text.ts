import type { CheerioAPI } from 'cheerio';
import type { ExtractionSettings } from './types';

/** Text for the availability wording check: the configured element, else the main content. */
export function availabilityText($: CheerioAPI, settings: ExtractionSettings): string {
  if (settings.availabilitySelector) {
    try {
      return $(settings.availabilitySelector).text();
    } catch {
      return '';
    }
  }
  const body = $('body').clone();
  body.find('script, style, noscript, template, nav, header, footer, aside, [role=navigation]').remove();
  return body.text();
}
