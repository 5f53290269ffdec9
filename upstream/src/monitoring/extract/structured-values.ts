/** Small readers for loosely typed structured data (JSON-LD objects, microdata values). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: Json | undefined): Json[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

/** First string-ish value: "x", 12, ["x"], {"@value": "x"}, {"name": "x"} (for author/brand). */
export function text(value: Json | undefined): string | undefined {
  for (const v of asArray(value)) {
    if (typeof v === 'string' && v.trim()) return v.trim();
    if (typeof v === 'number') return String(v);
    if (isObject(v)) {
      const inner = text(v['@value'] ?? v['name'] ?? v['@id']);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** A number from 4.4, "4.4", "4,4" (ratings are written both ways), else null. */
export function numberOf(value: Json | undefined): number | null {
  const raw = text(value);
  if (raw === undefined) return null;
  const n = Number(raw.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

/** The schema.org types of a node without namespace: "http://schema.org/Product" → "Product". */
export function typesOf(node: JsonObject): string[] {
  return asArray(node['@type'])
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.split(/[/#:]/).pop() ?? t);
}

export function firstGtin(node: JsonObject): string | undefined {
  return text(node.gtin13) ?? text(node.gtin14) ?? text(node.gtin12) ?? text(node.gtin8) ?? text(node.gtin);
}
