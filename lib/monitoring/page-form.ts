import { parseStepLines } from '@/lib/contract/monitoring/page-steps';
import type { MonitoringPage, PageBody } from '@/lib/contract/monitoring/pages';

/** The page form's values as text (selects hold ids as strings; lists one entry a line). */
export type PageFormValues = {
  url: string;
  retailerId: string;
  variationId: string;
  fetchMode: 'auto' | 'http' | 'browser';
  status: 'active' | 'paused';
  priceSelector: string;
  priceXPath: string;
  priceRegex: string;
  currency: string;
  locale: string;
  ignoreSelectors: string;
  /** One step a line: "click #accept", "wait for .price", "wait 500". */
  steps: string;
};

export function pageFormValues(page?: MonitoringPage, variationId?: number | null): PageFormValues {
  const s = page?.settings ?? {};
  return {
    url: page?.url ?? '',
    retailerId: page?.company_retailer_id ? String(page.company_retailer_id) : '',
    variationId: page ? (page.variation_id ? String(page.variation_id) : '') : variationId ? String(variationId) : '',
    fetchMode: page?.fetch_mode ?? 'auto',
    status: page?.status === 'paused' ? 'paused' : 'active',
    priceSelector: s.price_selector ?? '',
    priceXPath: s.price_xpath ?? '',
    priceRegex: s.price_regex ?? '',
    currency: s.currency ?? '',
    locale: s.locale ?? '',
    ignoreSelectors: (s.ignore_selectors ?? []).join('\n'),
    steps: (s.steps ?? [])
      .map((step) =>
        step.action === 'wait' ? `wait ${step.ms ?? 0}` : step.action === 'wait_for' ? `wait for ${step.selector ?? ''}` : `click ${step.selector ?? ''}`,
      )
      .join('\n'),
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/**
 * The JSON body of `POST|PUT …/pages`: empty settings are left out (the extraction cascade then
 * decides), the status only when editing (a new page is due at once). A PUT replaces the settings,
 * so the ones the form does not show are sent back unchanged.
 */
export function pageFormBody(v: PageFormValues, page?: MonitoringPage): Record<string, unknown> & Partial<PageBody> {
  const editing = page !== undefined;
  // Settings the form does not show (offer match, ignore patterns…) are kept as they are.
  const { offer_match, ignore_patterns, availability_selector, learned_ignores } = page?.settings ?? {};
  const settings: Record<string, unknown> = JSON.parse(JSON.stringify({ offer_match, ignore_patterns, availability_selector, learned_ignores })) as Record<
    string,
    unknown
  >;
  if (v.priceSelector.trim()) settings.price_selector = v.priceSelector.trim();
  if (v.priceXPath.trim()) settings.price_xpath = v.priceXPath.trim();
  if (v.priceRegex) settings.price_regex = v.priceRegex;
  if (v.currency.trim()) settings.currency = v.currency.trim().toUpperCase();
  if (v.locale.trim()) settings.locale = v.locale.trim();
  const ignore = lines(v.ignoreSelectors);
  if (ignore.length > 0) settings.ignore_selectors = ignore;
  // A line that is not a step goes as one the contract refuses, so its error names that line.
  const { steps, bad } = parseStepLines(v.steps);
  if (steps.length > 0 || bad) settings.steps = bad ? [...steps, { action: bad }] : steps;
  return {
    url: v.url.trim(),
    company_retailer_id: v.retailerId ? Number(v.retailerId) : null,
    variation_id: v.variationId ? Number(v.variationId) : null,
    fetch_mode: v.fetchMode,
    settings,
    ...(editing ? { status: v.status } : {}),
  };
}
