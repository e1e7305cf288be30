import { describe, expect, it } from 'vitest';
import { normalizeLinkUrl } from './link-url';

describe('normalizeLinkUrl', () => {
  it('keeps web links and adds https:// to bare domains', () => {
    expect(normalizeLinkUrl('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(normalizeLinkUrl('  example.com/help ')).toBe('https://example.com/help');
    expect(normalizeLinkUrl('docs.example.co.uk:8080/x')).toBe('https://docs.example.co.uk:8080/x');
  });

  it('turns addresses into mailto: links', () => {
    expect(normalizeLinkUrl('jane@example.com')).toBe('mailto:jane@example.com');
    expect(normalizeLinkUrl('mailto:jane@example.com')).toBe('mailto:jane@example.com');
  });

  it('refuses scripts, data and nonsense', () => {
    expect(normalizeLinkUrl('javascript:alert(1)')).toBeUndefined();
    expect(normalizeLinkUrl('JAVASCRIPT:alert(1)')).toBeUndefined();
    expect(normalizeLinkUrl('data:text/html,x')).toBeUndefined();
    expect(normalizeLinkUrl('not a link')).toBeUndefined();
    expect(normalizeLinkUrl('/relative')).toBeUndefined();
    expect(normalizeLinkUrl('')).toBeUndefined();
  });
});
