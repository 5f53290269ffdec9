import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseStructuredAmount } from '../money/parse-structured-amount';
import type { ShopState } from './shop-state';

const MAX_BODY = 64 * 1024;

function send(res: ServerResponse, status: number, data: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(data));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const chunk of req) {
    raw += String(chunk);
    if (raw.length > MAX_BODY) throw new Error('body too large');
  }
  const parsed: unknown = raw ? JSON.parse(raw) : {};
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('expected a JSON object');
  return parsed as Record<string, unknown>;
}

/**
 * The shop's back office, for tests and demos (loopback only, no authentication):
 * `GET /admin/log`, `DELETE /admin/log`, `POST /admin/price {page, amount | amountMinor, currency?}`,
 * `POST /admin/stock {page, inStock}`, `POST /admin/reviews {author, rating, body, date?}`,
 * `POST /admin/reset` (counters and log).
 */
export async function handleAdmin(req: IncomingMessage, res: ServerResponse, path: string, state: ShopState): Promise<void> {
  const method = req.method ?? 'GET';
  try {
    if (path === '/admin/log' && method === 'GET') return send(res, 200, { data: state.log });
    if (path === '/admin/log' && method === 'DELETE') {
      state.log.length = 0;
      return send(res, 200, { data: { cleared: true } });
    }
    if (path === '/admin/reset' && method === 'POST') {
      state.log.length = 0;
      state.counters.clear();
      return send(res, 200, { data: { reset: true } });
    }
    if (method !== 'POST') return send(res, 404, { message: 'Not found' });
    const body = await readJson(req);
    const page = typeof body.page === 'string' ? body.page : '';
    if (path === '/admin/price') {
      const current = state.prices.get(page);
      const currency = typeof body.currency === 'string' ? body.currency.toUpperCase() : (current?.currency ?? 'EUR');
      let amountMinor = typeof body.amountMinor === 'number' ? body.amountMinor : null;
      if (amountMinor === null) {
        const parsed = parseStructuredAmount(body.amount, { currency });
        if (!parsed.ok) return send(res, 422, { message: 'amount is not a price', errors: { amount: [parsed.reason] } });
        amountMinor = parsed.amountMinor;
      }
      if (!page || !Number.isSafeInteger(amountMinor) || amountMinor < 0) return send(res, 422, { message: 'page and a non-negative amount are required' });
      state.prices.set(page, { amountMinor, currency });
      return send(res, 200, { data: { page, amountMinor, currency } });
    }
    if (path === '/admin/stock') {
      if (!page || typeof body.inStock !== 'boolean') return send(res, 422, { message: 'page and inStock are required' });
      state.stock.set(page, body.inStock);
      return send(res, 200, { data: { page, inStock: body.inStock } });
    }
    if (path === '/admin/reviews') {
      const { author, rating, body: text } = body;
      if (typeof author !== 'string' || typeof rating !== 'number' || typeof text !== 'string')
        return send(res, 422, { message: 'author, rating and body are required' });
      const date = typeof body.date === 'string' ? body.date : new Date().toISOString().slice(0, 10);
      state.reviews.push({ author, rating, body: text, date });
      return send(res, 201, { data: { count: state.reviews.length } });
    }
    return send(res, 404, { message: 'Not found' });
  } catch (error) {
    return send(res, 400, { message: error instanceof Error ? error.message : 'Bad request' });
  }
}
