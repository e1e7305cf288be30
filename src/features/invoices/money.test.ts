import { describe, expect, it } from 'vitest';
import { formatMoney, minorUnitDigits } from './money';

describe('formatMoney', () => {
  it('reads amounts in the smallest unit of the currency', () => {
    expect(formatMoney(7600, 'EUR', 'en-US')).toBe('€76.00');
    expect(formatMoney(1900, 'USD', 'en-US')).toBe('$19.00');
    expect(formatMoney(5000, 'JPY', 'en-US')).toBe('¥5,000');
    expect(formatMoney(1250, 'BHD', 'en-US')).toMatch(/^BHD\s1\.250$/);
  });

  it('writes money as the reader’s locale does', () => {
    expect(formatMoney(123456, 'EUR', 'fr-FR')).toMatch(/^1\s234,56\s€$/);
    expect(formatMoney(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/);
  });

  it('knows the decimals of each currency from Intl', () => {
    expect([minorUnitDigits('EUR'), minorUnitDigits('JPY'), minorUnitDigits('KWD')]).toEqual([2, 0, 3]);
  });

  it('keeps a zero amount and never throws on a code Intl does not know', () => {
    expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
    expect(formatMoney(1234, 'ZZZ', 'en-US')).toMatch(/12\.34/);
  });
});
