import { currencyDigits, formatMoney, minorToDecimal, parseMoneyInput } from './money';

describe('money from minor units', () => {
  it('takes the decimals from ISO 4217', () => {
    expect(currencyDigits('EUR')).toBe(2);
    expect(currencyDigits('jpy')).toBe(0);
    expect(currencyDigits('KWD')).toBe(3);
    expect(currencyDigits('XYZ')).toBe(2);
  });

  it('formats with the currency and its decimals', () => {
    expect(formatMoney(119900, 'EUR')).toBe('€1,199.00');
    expect(formatMoney(1299, 'JPY')).toBe('¥1,299');
    expect(formatMoney(1500, 'KWD')).toBe('KWD\u00a01.500');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(null, 'EUR')).toBe('—');
    expect(formatMoney(12345, null)).toBe('123.45');
  });

  it('writes the decimal text without floats', () => {
    expect(minorToDecimal(119900, 'EUR')).toBe('1199.00');
    expect(minorToDecimal(7, 'EUR')).toBe('0.07');
    expect(minorToDecimal(1299, 'JPY')).toBe('1299');
    expect(minorToDecimal(1, 'KWD')).toBe('0.001');
  });

  it('reads what people type', () => {
    expect(parseMoneyInput('1249.00', 'EUR')).toBe(124900);
    expect(parseMoneyInput('1249,00', 'EUR')).toBe(124900);
    expect(parseMoneyInput('1.249,00', 'EUR')).toBe(124900);
    expect(parseMoneyInput('1,249.5', 'USD')).toBe(124950);
    expect(parseMoneyInput('1 249', 'EUR')).toBe(124900);
    expect(parseMoneyInput("1'249.50", 'CHF')).toBe(124950);
    expect(parseMoneyInput('1,249', 'EUR')).toBe(124900);
    expect(parseMoneyInput('1299', 'JPY')).toBe(1299);
    expect(parseMoneyInput('1.500', 'KWD')).toBe(1500);
  });

  it('refuses what is not an amount', () => {
    expect(parseMoneyInput('', 'EUR')).toBeNull();
    expect(parseMoneyInput('abc', 'EUR')).toBeNull();
    expect(parseMoneyInput('-5', 'EUR')).toBeNull();
    expect(parseMoneyInput('1.2.3', 'EUR')).toBeNull();
    expect(parseMoneyInput('12.5', 'JPY')).toBeNull();
  });
});
