import type { TestApp } from '../create-test-app';
import type { Catalogue } from './world-catalogue';
import type { BaseWorld } from './world';
import { must } from './world-kit';

/**
 * Company C's monitoring catalogue, by the owner through the API: a monitored product linked to
 * the catalogue product, with a variation, a page at the company's retailer, and a "scrape now".
 * URLs are on `.example` (reserved, never resolves): nothing here can reach an outside host.
 */
export async function seedMonitoring(t: TestApp, w: BaseWorld, c: Catalogue) {
  const tk = w.users.owner.token;
  const base = `companies/${w.company}/monitoring-products`;
  const id = async (path: string, body: Record<string, unknown>) => (await must(t, tk, 'POST', path, body)).id;
  const monitoringProduct = await id(base, {
    name: 'Soap 250 ml',
    product_id: c.product,
    map_amount: 499,
    map_currency: 'USD',
    alert_rules: [{ kind: 'price_below', threshold_amount: 450, currency: 'USD', action: 'task', workspace_id: w.ws }],
  });
  const monitoringVariation = await id(`${base}/${monitoringProduct}/variations`, { name: 'Lavender', attributes: { scent: 'lavender' } });
  const monitoringPage = await id(`${base}/${monitoringProduct}/pages`, {
    url: 'https://shop.example/soap',
    variation_id: monitoringVariation,
    company_retailer_id: c.retailer,
  });
  const scrapingRequest = await id(`companies/${w.company}/scraping-requests`, { page_ids: [monitoringPage] });
  return { monitoringProduct, monitoringVariation, monitoringPage, scrapingRequest };
}
export type MonitoringWorld = Awaited<ReturnType<typeof seedMonitoring>>;
