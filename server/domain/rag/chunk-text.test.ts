import { describe, expect, it } from 'vitest';
import { chunkText, PASSAGE_MAX } from './chunk-text.ts';

const sentence = (n: number) => `Sentence number ${n} explains one more detail of the billing settings page.`;
const paragraph = (from: number, count: number) => Array.from({ length: count }, (_, i) => sentence(from + i)).join(' ');

describe('chunkText', () => {
  it('keeps a short article in one passage', () => {
    expect(chunkText('Refunds are possible within 30 days.\n\nWrite to billing.')).toEqual(['Refunds are possible within 30 days.\n\nWrite to billing.']);
  });

  it('starts a passage at each heading once the passage holds enough, and puts the heading on it', () => {
    const text = `# Refunds\n\n${paragraph(1, 4)}\n\n## Invoices\n\n${paragraph(10, 4)}`;
    const passages = chunkText(text);
    expect(passages).toHaveLength(2);
    expect(passages[0]).toMatch(/^Refunds\n\nSentence number 1 /);
    expect(passages[1]).toMatch(/^Invoices\n\nSentence number 10 /);
  });

  it('merges tiny sections into one passage, keeping their headings', () => {
    const passages = chunkText('Plans\n\nThree plans.\n\nSeats\n\nPer user.\n\nTaxes\n\nVAT applies.');
    expect(passages).toEqual(['Plans\n\nThree plans.\n\nSeats\n\nPer user.\n\nTaxes\n\nVAT applies.']);
  });

  it('reads underlined headings, and carries a chapter heading over its first sub-heading', () => {
    const passages = chunkText(`Billing\n=======\n\n## Refunds\n\n${paragraph(1, 4)}`);
    expect(passages[0]).toMatch(/^Billing \/ Refunds\n\n/);
  });

  it('splits long text into passages of at most the maximum size, repeating the last sentences as overlap', () => {
    const passages = chunkText(Array.from({ length: 12 }, (_, i) => paragraph(i * 5, 5)).join('\n\n'));
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
    for (let i = 1; i < passages.length; i++) {
      const lastOfPrevious = passages[i - 1]!.split('\n\n').at(-1)!.match(/Sentence number \d+[^.]*\.$/)![0];
      expect(passages[i]!.slice(0, 250)).toContain(lastOfPrevious);
    }
    // nothing is lost
    for (let n = 0; n < 60; n++) expect(passages.some((p) => p.includes(sentence(n)))).toBe(true);
  });

  it('cuts a paragraph without sentence ends, and a word longer than a passage', () => {
    const words = Array.from({ length: 400 }, (_, i) => `word${i}`).join(' ');
    const passages = chunkText(`${words}\n\n${'x'.repeat(2500)}`);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX);
    expect(passages.join(' ').replace(/\s+/g, '')).toContain('x'.repeat(1000));
    expect(passages.some((p) => p.includes('word399'))).toBe(true);
  });

  it('does not take list items or sentences for headings', () => {
    const passages = chunkText('Steps:\n\n- Open settings\n\n1. Click billing\n\nThat is all.');
    expect(passages).toEqual(['Steps:\n\n- Open settings\n\n1. Click billing\n\nThat is all.']);
  });
});
