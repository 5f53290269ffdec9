import { currencyDigits } from '@/lib/contract/monitoring/currency';

/** Escapes text for HTML element content and attribute values. */
export function esc(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Shows minor units the way a German shop does: 129900 EUR → "1.299,00 €" (no-break space). */
export function formatMoney(amountMinor: number, currency: string): string {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(amountMinor / 10 ** digits);
}

/** JSON for a <script> block: "</script>" inside a string must not end it. */
function jsonScript(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** A page's schema.org Product as JSON-LD: its fields (name, sku, offers…) after the context and type. */
export function productJsonLd(product: Record<string, unknown>): string {
  return jsonScript({ '@context': 'https://schema.org', '@type': 'Product', ...product });
}

/** schema.org wants a plain number with "." — 129900 EUR → "1299.00". */
export function schemaAmount(p: { amountMinor: number; currency: string }): string {
  const digits = currencyDigits(p.currency) ?? 2;
  return (p.amountMinor / 10 ** digits).toFixed(digits);
}

/** A price as a JavaScript string literal for an inline <script> that draws it late ("</script>" cannot end it). */
export function scriptMoney(amountMinor: number, currency: string): string {
  return JSON.stringify(formatMoney(amountMinor, currency)).replace(/</g, '\\u003c');
}

/**
 * The frame every product page shares, with the noise real shops have: a navigation bar, a cart
 * badge, a clock ("Updated 10:42") and a viewer counter that change on every load.
 */
export function layout(title: string, body: string, head = ''): string {
  const now = new Date();
  const clock = `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`;
  const viewers = 2 + Math.floor(Math.random() * 20);
  return `<!doctype html>
<html lang="de">
<head><meta charset="utf-8"><title>${esc(title)} – Demo-Shop</title>${head}
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}.price{font-size:1.5rem;font-weight:700}</style>
</head>
<body>
<nav><a href="/">Demo-Shop</a> · <a href="/products/espresso-machine">Espresso</a> · <span class="cart">Warenkorb (0)</span></nav>
<main>
<h1>${esc(title)}</h1>
${body}
<p class="meta">Updated ${clock} · ${viewers} people are viewing this right now</p>
</main>
<footer>Demo-Shop – a local fixture for monitoring, not a real store.</footer>
</body>
</html>`;
}
