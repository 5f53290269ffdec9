import type { CheerioAPI } from 'cheerio';
import type { ReadSource } from '@/lib/contract/monitoring/test-extraction';
import { readJsonLd } from '../../../monitoring/extract/jsonld';
import { readMicrodata } from '../../../monitoring/extract/microdata';

const clean = (v: string | undefined) => v?.replace(/\s+/g, ' ').trim().slice(0, 300) || null;

/**
 * The product's name as the page gives it, with where it was read: the structured product (JSON-LD,
 * then microdata), then `og:title`, then the document's <title>. Shown beside the test extraction's
 * price so a person sees which product was read.
 */
export function readPageTitle($: CheerioAPI): { value: string; source: ReadSource } | null {
  const structured: Array<[ReadSource, string | undefined]> = [
    ['jsonld', readJsonLd($).offers.find((o) => o.name)?.name],
    ['microdata', readMicrodata($).offers.find((o) => o.name)?.name],
    ['og', $('meta[property="og:title"], meta[name="og:title"]').first().attr('content')],
    ['html_title', $('title').first().text()],
  ];
  for (const [source, value] of structured) {
    const text = clean(value);
    if (text) return { value: text, source };
  }
  return null;
}
