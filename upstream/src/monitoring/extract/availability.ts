import type { Availability } from './types';

/**
 * schema.org ItemAvailability (and OpenGraph `product:availability`) values, compared without
 * namespace, case or punctuation: "https://schema.org/InStock", "schema:InStock", "instock",
 * "in stock" are one value. LimitedAvailability / OnlineOnly are purchasable, so in stock;
 * SoldOut and Reserved cannot be bought now; MadeToOrder ships later like a back order.
 */
const SCHEMA: Record<string, Availability> = {
  instock: 'in_stock',
  limitedavailability: 'in_stock',
  onlineonly: 'in_stock',
  available: 'in_stock',
  instoreonly: 'in_store_only',
  outofstock: 'out_of_stock',
  soldout: 'out_of_stock',
  reserved: 'out_of_stock',
  preorder: 'preorder',
  presale: 'preorder',
  backorder: 'backorder',
  madetoorder: 'backorder',
  availablefororder: 'backorder',
  discontinued: 'discontinued',
};

export function availabilityFromSchema(value: string | undefined): Availability {
  if (!value) return 'unknown';
  const last = value.trim().split(/[/#:]/).pop() ?? '';
  return SCHEMA[last.toLowerCase().replace(/[^a-z]/g, '')] ?? 'unknown';
}

/**
 * Visible wording, used only when no structured value exists. Out-of-stock phrases win over
 * in-stock ones because "Notify me when back in stock" contains "in stock". Extend the lists rather
 * than loosening them: a wrong "in stock" is worse than `unknown`.
 */
const OUT = [
  /ausverkauft/,
  /nicht (?:mehr )?(?:verfügbar|lieferbar|auf lager)/,
  /derzeit nicht/,
  /out of stock/,
  /sold out/,
  /currently unavailable/,
  /no longer available/,
  /épuisé/,
  /rupture de stock/,
  /indisponible/,
  /agotado/,
  /sin stock/,
  /esaurito/,
  /non disponibile/,
  /uitverkocht/,
  /niet (?:meer )?leverbaar/,
  /wyprzedan/,
  /niedostępn/,
  /brak w magazynie/,
  /slutsåld/,
  /udsolgt/,
  /utsolgt/,
  /loppuunmyyty/,
  /esgotado/,
  /品切れ/,
  /在庫切れ/,
  /缺货/,
  /售罄/,
];
const PRE = [/pre-?order/, /vorbestell/, /précommande/, /preventa/, /reserva ahora/, /予約/];
const BACK = [/back-?order/, /nachbestellt/, /in nachlieferung/];
const IN = [
  /in stock/,
  /auf lager/,
  /sofort lieferbar/,
  /lieferbar in/,
  /en stock/,
  /en existencia/,
  /disponibile/,
  /op voorraad/,
  /dostępny/,
  /i lager/,
  /på lager/,
  /在庫あり/,
  /有货/,
];

/** Wording that names a state without asserting it ("Notify me when back in stock" is often a hidden button). */
const NEUTRAL = /(?:back in stock|wieder (?:verfügbar|lieferbar|auf lager|da)|de nouveau en stock)/g;

export function availabilityFromText(text: string): Availability {
  const t = text.toLowerCase().replace(/\s+/g, ' ').replace(NEUTRAL, ' ');
  if (!t.trim()) return 'unknown';
  if (OUT.some((r) => r.test(t))) return 'out_of_stock';
  if (PRE.some((r) => r.test(t))) return 'preorder';
  if (BACK.some((r) => r.test(t))) return 'backorder';
  if (IN.some((r) => r.test(t))) return 'in_stock';
  return 'unknown';
}
