import { describe, expect, it } from 'vitest';
import { buildEmailDocument, EMAIL_CSP, EMAIL_CSP_WITH_IMAGES, EMAIL_SANDBOX, estimateEmailHeight } from './email-document';

const email = { styles: ['p{color:red}'], body: '<p>Hello</p>', bodyStyle: 'background-color:#fff' };

describe('buildEmailDocument', () => {
  it('puts a strict CSP first: no scripts, no network, no remote images', () => {
    const doc = buildEmailDocument(email, false);
    expect(EMAIL_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data: cid:");
    expect(doc.indexOf('Content-Security-Policy')).toBeLessThan(doc.indexOf('<style>'));
    expect(doc).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data: cid:"`);
    expect(doc).not.toContain('https:');
  });

  it('allows remote images only when asked', () => {
    expect(EMAIL_CSP_WITH_IMAGES).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data: cid: https: http:");
    expect(buildEmailDocument(email, true)).toContain(`content="${EMAIL_CSP_WITH_IMAGES}"`);
  });

  it('keeps the body style inside its attribute', () => {
    const doc = buildEmailDocument({ ...email, bodyStyle: 'color:red" onload="alert(1)' }, false);
    expect(doc).toContain('<body style="color:red&quot; onload=&quot;alert(1)">');
  });

  it('never lets a style close its element', () => {
    expect(buildEmailDocument({ ...email, styles: ['</style><script>alert(1)</script>'] }, false)).not.toContain('<script>');
  });

  it('sandboxes without scripts and without same-origin', () => {
    expect(EMAIL_SANDBOX).not.toMatch(/allow-scripts|allow-same-origin|allow-forms|allow-top-navigation/);
    expect(EMAIL_SANDBOX).toBe('allow-popups allow-popups-to-escape-sandbox');
  });
});

describe('estimateEmailHeight', () => {
  it('adds margins, image heights and slack, within bounds', () => {
    expect(estimateEmailHeight(100, 0, 0)).toBe(119);
    expect(estimateEmailHeight(100, 2, 0)).toBe(140);
    expect(estimateEmailHeight(100, 0, 200)).toBe(319);
    expect(estimateEmailHeight(0, 0, 0)).toBe(40);
    expect(estimateEmailHeight(1e9, 0, 0)).toBe(20_000);
  });
});
