import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { formatMoney, isCurrency, minorDigits } from './currency.ts';
import { invoiceFileName, renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';

const base: InvoicePdfInput = {
  publicId: 'in_4fQk2ZbV9xT1mN8pR3sL',
  reference: 'GLOBEX-2026-03',
  organizationName: 'Globex',
  planName: 'Standard',
  members: 5,
  amount: 9500,
  currency: 'EUR',
  paidAt: new Date('2026-03-01T00:30:00Z'),
  timeZone: 'Asia/Tokyo',
};

async function text(input: InvoicePdfInput): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(await renderInvoicePdf(input)) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('currency amounts', () => {
  it('knows ISO 4217 codes and the decimals of their smallest unit', () => {
    expect(isCurrency('EUR')).toBe(true);
    expect(isCurrency('eur')).toBe(false);
    expect(isCurrency('XYZ')).toBe(false);
    expect([minorDigits('EUR'), minorDigits('JPY'), minorDigits('BHD')]).toEqual([2, 0, 3]);
  });

  it('writes amounts in the smallest unit for people, with the code when the fonts lack the symbol', () => {
    expect(formatMoney(7600, 'EUR')).toBe('€76.00');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(5000, 'JPY')).toBe('¥5,000');
    expect(formatMoney(1500, 'INR', (s) => !s.includes('₹'))).toBe('INR 15.00');
  });
});

describe('renderInvoicePdf', () => {
  it("dates the invoice in the organization's zone", async () => {
    const written = await text(base);
    expect(written).toContain('Date 1 March 2026');
    expect(written).toContain('Paid 1 Mar 2026, 09:30 GMT+9');
    expect(written).toContain('Standard plan, monthly subscription 5 €19.00 €95.00');
  });

  it('writes yen without decimals', async () => {
    expect(await text({ ...base, currency: 'JPY', amount: 15000, members: 3 })).toContain('3 ¥5,000 ¥15,000');
  });
});

describe('invoiceFileName', () => {
  it('uses the reference in plain ASCII, or the id when nothing of it is left', () => {
    expect(invoiceFileName({ publicId: 'in_x', reference: 'ACME-2026-01' })).toBe('invoice-ACME-2026-01.pdf');
    expect(invoiceFileName({ publicId: 'in_x', reference: 'Facture n°7 "déc"' })).toBe('invoice-Facture-n-7-dec.pdf');
    expect(invoiceFileName({ publicId: 'in_x', reference: '東京' })).toBe('invoice-in_x.pdf');
  });
});
