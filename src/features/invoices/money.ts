// Amounts come as integers in the smallest unit of their ISO 4217 currency (cents for EUR, yen for JPY, fils
// for BHD): Intl knows how many decimals each currency has, so no table of our own.

const digitsCache = new Map<string, number>();

/** Decimals of the currency's minor unit: 2 for EUR, 0 for JPY, 3 for BHD. */
export function minorUnitDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      // A code Intl does not know: shown as a plain number of hundredths, the most common case.
      digits = 2;
    }
    digitsCache.set(currency, digits);
  }
  return digits;
}

/** "€76.00", "¥5,000", "BHD 1.250" in the reader's locale (undefined: the browser's). */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const digits = minorUnitDigits(currency);
  const value = amount / 10 ** digits;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  } catch {
    return `${value.toFixed(digits)} ${currency}`;
  }
}
