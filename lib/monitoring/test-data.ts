import type { MonitoringPage } from '@/lib/contract/monitoring/pages';
import type { PriceResource } from '@/lib/contract/monitoring/prices';
import type { MonitoringProduct } from '@/lib/contract/monitoring/products';
import type { Variation } from '@/lib/contract/monitoring/variations';

/** Small builders for the view-logic tests (wire shapes with only the fields that matter set). */
export function product(over: Partial<MonitoringProduct> = {}): MonitoringProduct {
  return {
    id: 1,
    company_id: 1,
    product_id: null,
    name: 'Espresso',
    brand: null,
    gtin: null,
    mpn: null,
    sku: null,
    map_amount: 124900,
    map_currency: 'EUR',
    schedule_cron: '0 */6 * * *',
    schedule_tz: 'UTC',
    schedule_text: 'Checked on the hour, every 6 hours (UTC)',
    status: 'active',
    alert_rules: [],
    variations_count: 0,
    summary: {
      page_count: 0,
      retailer_count: 0,
      lowest_price: null,
      highest_price: null,
      currency: null,
      mixed_currencies: false,
      health: 'ok',
      statuses: {},
      last_checked_at: null,
      sparkline: [],
    },
    created_by: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...over,
  };
}

export function page(id: number, over: Partial<MonitoringPage> = {}): MonitoringPage {
  return {
    id,
    monitoring_product_id: 1,
    url: `https://shop${id}.test/p`,
    normalized_url: `https://shop${id}.test/p`,
    domain: `shop${id}.test`,
    variation_id: null,
    company_retailer_id: id,
    retailer_name: `Shop ${id}`,
    fetch_mode: 'auto',
    settings: {},
    status: 'ok',
    status_detail: null,
    consecutive_failures: 0,
    last_fetcher: 'http',
    last_success_at: null,
    last_checked_at: null,
    next_check_at: null,
    latest_price: null,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
    ...over,
  };
}

export function variation(id: number, over: Partial<Variation> = {}): Variation {
  return {
    id,
    monitoring_product_id: 1,
    name: `V${id}`,
    attributes: {},
    sku: null,
    gtin: null,
    url: null,
    map_amount: null,
    map_currency: null,
    position: id,
    pages_count: 0,
    created_at: '',
    updated_at: '',
    ...over,
  };
}

let nextId = 1;
export function price(pageId: number | null, amount: number | null, first: string, last = first, over: Partial<PriceResource> = {}): PriceResource {
  return {
    id: nextId++,
    page_id: pageId,
    variation_id: null,
    amount,
    list_amount: null,
    currency: 'EUR',
    availability: 'in_stock',
    source: 'jsonld',
    raw_text: null,
    first_observed_at: first,
    last_observed_at: last,
    observed_count: 1,
    version_id: null,
    request_id: null,
    created_at: first,
    ...over,
  };
}
