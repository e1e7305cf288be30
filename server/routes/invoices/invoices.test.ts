import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceListSchema, type Invoice, type InvoiceList } from '#contract/invoices';
import { organizations } from '../../db/schema.ts';
import { createAgent } from '../../domain/agents.ts';
import { addInvoice, setPlan } from '../../domain/invoices/billing-admin.ts';
import type { CreatedOrganization } from '../../domain/organizations.ts';
import { createTestApp, type TestApp } from '#test/support/test-app';

// GET /organization/invoices and each invoice's PDF, on a Paris organization billed in euros.

const CSRF = { 'X-Inbox-Request': '1' };

let t: TestApp;
let org: CreatedOrganization;
let other: CreatedOrganization;
let october: Invoice;
let odd: Invoice;

beforeAll(async () => {
  t = await createTestApp();
  org = await t.createOrg('Acme Support');
  other = await t.createOrg('Other Billing Co');
  const db = t.database.db;
  await db.update(organizations).set({ timezone: 'Europe/Paris' }).where(eq(organizations.id, org.organization.id));
  await setPlan(db, org.organization.id, { name: 'Team', offer: 1900, currency: 'EUR' });
  await addInvoice(db, org.organization.id, { amount: 5700, members: 3, paid: '2026-01-01' });
  october = await addInvoice(db, org.organization.id, { amount: 7600, members: 4, paid: '2026-10-01T09:00:00+02:00', reference: 'ACME-2026-10' });
  odd = await addInvoice(db, org.organization.id, { amount: 1000, members: 3, paid: '2026-06-15T12:30:00Z', reference: 'Crédit #7' });
});
afterAll(() => t.close());

async function list(key = org.api_key) {
  const res = await t.request('/api/organization/invoices', { key });
  return { status: res.status, body: (await res.json()) as InvoiceList & { error?: string } };
}

async function pdfText(pdf: ArrayBuffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, ' ');
  } finally {
    await parser.destroy();
  }
}

describe('GET /organization/invoices', () => {
  it('lists every invoice newest first with the plan, amounts in cents of the stated currency', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(InvoiceListSchema.parse(body)).toEqual(body);
    expect(body.details).toEqual({ name: 'Team', offer: 1900, currency: 'EUR' });
    expect(body.invoices.map((i) => i.reference)).toEqual(['ACME-2026-10', 'Crédit #7', 'ACME-2026-01']);
    expect(body.invoices[0]).toEqual({
      id: october.id,
      amount: 7600,
      currency: 'EUR',
      url: `/api/organization/invoices/${october.id}/pdf`,
      reference: 'ACME-2026-10',
      members: 4,
      paid: '2026-10-01T09:00:00+02:00',
    });
    expect(october.id).toMatch(/^in_[A-Za-z0-9]{20}$/);
  });

  it("gives paid times with the organization's offset at that date (winter and summer time)", async () => {
    const { body } = await list();
    const paid = Object.fromEntries(body.invoices.map((i) => [i.reference, i.paid]));
    expect(paid).toEqual({ 'ACME-2026-10': '2026-10-01T09:00:00+02:00', 'Crédit #7': '2026-06-15T14:30:00+02:00', 'ACME-2026-01': '2026-01-01T09:00:00+01:00' });
    for (const value of Object.values(paid)) expect(new Date(value).getTime()).not.toBeNaN();
  });

  it('is empty for an organization without invoices, with the default plan', async () => {
    expect((await list(other.api_key)).body).toEqual({ invoices: [], details: { name: 'Standard', offer: 1900, currency: 'EUR' } });
  });

  it('needs authentication', async () => {
    expect((await t.request('/api/organization/invoices')).status).toBe(401);
  });
});

describe('GET /organization/invoices/{id}/pdf', () => {
  it('serves a real PDF inline, named after the reference, with the invoice written out', async () => {
    const res = await t.request(october.url, { key: org.api_key });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="invoice-ACME-2026-10.pdf"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = await res.arrayBuffer();
    expect(Buffer.from(bytes).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Invoice',
      'Billed to Acme Support',
      `Invoice ${october.id}`,
      'Reference ACME-2026-10',
      'Date 1 October 2026',
      'Paid 1 Oct 2026, 09:00 CEST',
      'Team plan, monthly subscription 4 €19.00 €76.00',
      'Total paid €76.00',
      'Amounts in EUR.',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('shows a price per seat only when the amount divides evenly, and keeps accents of the reference', async () => {
    const res = await t.request(odd.url, { key: org.api_key });
    expect(res.headers.get('content-disposition')).toBe('inline; filename="invoice-Credit-7.pdf"');
    const text = await pdfText(await res.arrayBuffer());
    expect(text).toContain('Reference Crédit #7');
    expect(text).toContain('3 prorated €10.00');
  });

  it('answers 404 for an invoice of another organization, exactly as for an unknown id', async () => {
    const foreign = await t.request(october.url, { key: other.api_key });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'invoice not found' });
    const unknown = await t.request('/api/organization/invoices/in_AAAAAAAAAAAAAAAAAAAA/pdf', { key: org.api_key });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'invoice not found' });
  });

  it('answers 400 for something that is not an invoice id, however hostile', async () => {
    const res = await t.request('/api/organization/invoices/42/pdf', { key: org.api_key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'id must be an invoice id (in_ and 20 letters or digits)' });
    for (const id of ["in_'; drop table invoices; --", `in_${'A'.repeat(21)}`, 'in_%F0%9F%98%80', '%25', 'in_' + 'x'.repeat(5000)]) {
      const hostile = await t.request(`/api/organization/invoices/${encodeURIComponent(id)}/pdf`, { key: org.api_key });
      expect(hostile.status, id.slice(0, 30)).toBe(400);
    }
  });
});

describe('who may see invoices', () => {
  async function sessionOf(role: 'admin' | 'agent') {
    const email = `${role}@billing.example`;
    await createAgent(t.database.db, { organizationId: org.organization.id, email, name: role, role, password: `${role}-password-1` });
    const res = await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email, password: `${role}-password-1` } });
    return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
  }

  it('answers 403 to a signed-in agent, for the list and for a PDF', async () => {
    const cookie = await sessionOf('agent');
    for (const path of ['/api/organization/invoices', october.url]) {
      const res = await t.request(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(403);
      expect(await res.json()).toEqual({ error: "only owners and admins can see the organization's invoices" });
    }
  });

  it('serves signed-in admins and owners', async () => {
    const admin = await sessionOf('admin');
    const owner = (
      (await t.request('/api/session', { method: 'POST', headers: CSRF, json: { email: org.owner.email, password: org.owner.password } })).headers.get('set-cookie') ?? ''
    ).split(';')[0]!;
    for (const cookie of [admin, owner]) {
      expect((await t.request('/api/organization/invoices', { headers: { Cookie: cookie } })).status).toBe(200);
      const pdf = await t.request(october.url, { headers: { Cookie: cookie } });
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
    }
  });
});

describe('OpenAPI', () => {
  it('lists the invoice operations with their responses', async () => {
    const doc = (await (await t.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(Object.keys(doc.paths['/organization/invoices']!.get!.responses).sort()).toEqual(['200', '401', '403', '429']);
    const pdf = doc.paths['/organization/invoices/{id}/pdf']!.get!.responses;
    expect(Object.keys(pdf).sort()).toEqual(['200', '400', '401', '403', '404', '429']);
    expect(Object.keys(pdf['200']!.content!)).toEqual(['application/pdf']);
    expect(doc.components.schemas).toHaveProperty('Invoice');
  });
});
