import { parsePrice } from './parse-price';
import type { ParsePriceOptions } from './parse-price';
import { parseStructuredAmount } from './parse-structured-amount';

type Row = [text: string, options: ParsePriceOptions, expected: string];

// Expected: "<amountMinor> <CUR>" or the failure reason.
const show = (text: string, options: ParsePriceOptions) => {
  const r = parsePrice(text, options);
  return r.ok ? `${r.amountMinor} ${r.currency}` : r.reason;
};

describe('parsePrice — acceptance case 3', () => {
  const rows: Row[] = [
    ['$1,299.99', {}, '129999 USD'],
    ["CHF 1'299.50", {}, '129950 CHF'],
    ['¥1,299', {}, '1299 JPY'],
    ['1\u00A0099,00 €', {}, '109900 EUR'],
    ['Rs. 1,23,456.00', { currency: 'INR' }, '12345600 INR'],
    ['1.299', {}, 'ambiguous'],
    ['1.299', { locale: 'de-DE', currency: 'EUR' }, '129900 EUR'],
  ];
  it.each(rows)('%s %j → %s', (text, options, expected) => {
    expect(show(text, options)).toBe(expected);
  });
});

describe('parsePrice — more cases', () => {
  const rows: Row[] = [
    // separators
    ['1.234.567,89 €', {}, '123456789 EUR'],
    ['1,234,567.89 USD', {}, '123456789 USD'],
    ['1,5 €', {}, '150 EUR'],
    ['0,99 €', {}, '99 EUR'],
    ['£0.99', {}, '99 GBP'],
    ['$.99', {}, '99 USD'],
    ['12,-', { currency: 'EUR' }, '1200 EUR'],
    ['1.299,– €', {}, '129900 EUR'],
    ['CHF 12.–', {}, '1200 CHF'],
    ['EUR 12', {}, '1200 EUR'],
    ['12 EUR', {}, '1200 EUR'],
    ['1.299,00 € inkl. MwSt.', {}, '129900 EUR'],
    ['1\u202F234,56\u00A0€', {}, '123456 EUR'], // narrow no-break space (fr-FR)
    ['1\u2009234,56 €', {}, '123456 EUR'], // thin space
    ['₹1,23,456', {}, '12345600 INR'],
    ['Rs.12,34,56,789.50', {}, '12345678950 INR'],
    ['1,23,456.00', { locale: 'en-IN', currency: 'INR' }, '12345600 INR'],
    ['１２３ 円', {}, '123 JPY'], // full-width digits
    ['¥1,299.00', {}, '1299 JPY'],
    ['¥ 1,299', { locale: 'zh-CN' }, '129900 CNY'],
    ['KWD 12.5', {}, '12500 KWD'],
    ['KWD 1.250', {}, 'ambiguous'],
    ['KWD 1.250', { locale: 'en-KW' }, '1250 KWD'],
    ['1,299', { currency: 'USD', locale: 'en-US' }, '129900 USD'],
    ['1,299 €', { locale: 'de-DE' }, 'ambiguous'], // 1,299 € is 1.299 EUR in German: EUR cannot hold it
    ['€1,299', {}, 'ambiguous'],
    ['1.299', { locale: 'de-CH', currency: 'CHF' }, 'ambiguous'],
    ['12.345 €', { locale: 'not a locale' }, 'ambiguous'],
    ['12.999', { currency: 'EUR', locale: 'en-US' }, 'ambiguous'],
    // the "$" family
    ['$12', {}, '1200 USD'],
    ['$12', { locale: 'en-CA' }, '1200 CAD'],
    ['$12', { locale: 'es-MX' }, '1200 MXN'],
    ['$12', { currency: 'AUD' }, '1200 AUD'],
    ['$12', { currency: 'EUR' }, '1200 USD'], // the text wins: a page that switched currency
    ['C$12', {}, '1200 CAD'],
    ['US$ 12', { locale: 'en-CA' }, '1200 USD'],
    ['R$ 12,90', {}, '1290 BRL'],
    ['12 kr', {}, 'ambiguous'],
    ['12 kr', { currency: 'SEK' }, '1200 SEK'],
    ['12 kr', { locale: 'nb-NO' }, '1200 NOK'],
    ['12,50 zł', {}, '1250 PLN'],
    // refusals
    ['€10–€20', {}, 'ambiguous'],
    ['10 - 20 €', {}, 'ambiguous'],
    ['statt 14,99 € nur 12,99 €', {}, 'ambiguous'],
    ['-12,50 €', {}, 'ambiguous'],
    ['−€12.50', {}, 'ambiguous'],
    ['-20%', {}, 'ambiguous'],
    ['$12 / €11', {}, 'ambiguous'],
    ['12 € ($13)', {}, 'ambiguous'],
    ['Free', {}, 'no_number'],
    ['Gratis', { currency: 'EUR' }, 'no_number'],
    ['', {}, 'no_number'],
    ['12.99', {}, 'no_currency'],
    ['12.99', { currency: 'XXQ' }, 'no_currency'],
    ['10 20 €', {}, 'ambiguous'],
    ['1.234 567 €', {}, 'ambiguous'],
    ['99999999999999999999 €', {}, 'ambiguous'],
  ];
  it.each(rows)('%s %j → %s', (text, options, expected) => {
    expect(show(text, options)).toBe(expected);
  });
});

describe('parseStructuredAmount', () => {
  it('reads schema.org numbers strictly with "." as decimal mark', () => {
    expect(parseStructuredAmount('2879.20', { currency: 'EUR' })).toEqual({ ok: true, amountMinor: 287920, currency: 'EUR' });
    expect(parseStructuredAmount(2879.2, { currency: 'eur' })).toEqual({ ok: true, amountMinor: 287920, currency: 'EUR' });
    expect(parseStructuredAmount('1299', { currency: 'JPY' })).toEqual({ ok: true, amountMinor: 1299, currency: 'JPY' });
    expect(parseStructuredAmount('1.299', { currency: 'EUR' })).toEqual({ ok: false, reason: 'ambiguous' });
    expect(parseStructuredAmount('12.5', {})).toEqual({ ok: false, reason: 'no_currency' });
    expect(parseStructuredAmount(null, { currency: 'EUR' })).toEqual({ ok: false, reason: 'no_number' });
  });

  it('falls back to display parsing for text a shop put in the field', () => {
    expect(parseStructuredAmount('1.299,00 €', { currency: 'EUR' })).toEqual({ ok: true, amountMinor: 129900, currency: 'EUR' });
  });
});
