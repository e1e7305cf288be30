// ISO 4217 through Intl: which codes exist, how many decimals their smallest unit has, how amounts are written.

const known = new Set(Intl.supportedValuesOf('currency'));

export function isCurrency(code: string): boolean {
  return /^[A-Z]{3}$/.test(code) && known.has(code);
}

function formatter(currency: string, display: 'symbol' | 'code'): Intl.NumberFormat {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency, currencyDisplay: display });
}

/** Decimals of the currency's smallest unit: 2 for EUR (cents), 0 for JPY, 3 for BHD. */
export function minorDigits(currency: string): number {
  return formatter(currency, 'code').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * An amount in the smallest unit, written for people: 7600 EUR is "€76.00". `plain` says whether a string can be
 * drawn with the PDF's standard fonts; a symbol they lack (₹, ₩) falls back to the code ("INR 1,234.00").
 */
export function formatMoney(amount: number, currency: string, plain: (text: string) => boolean = () => true): string {
  const value = amount / 10 ** minorDigits(currency);
  const withSymbol = formatter(currency, 'symbol').format(value);
  return plain(withSymbol) ? withSymbol : formatter(currency, 'code').format(value).replace(/\u00a0/g, ' ');
}
