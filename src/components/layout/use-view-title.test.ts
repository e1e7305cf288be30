import { describe, expect, it } from 'vitest';
import { viewTitle } from './use-view-title';

describe('viewTitle', () => {
  it('names the view with its count first, then the product', () => {
    expect(viewTitle({ label: 'Mine', count: 12, cap: 10_000 })).toBe('(12) Mine · Support Inbox');
    expect(viewTitle({ label: 'All open', count: 1234, cap: 10_000 })).toBe('(1.2k) All open · Support Inbox');
    expect(viewTitle({ label: 'Closed', count: 10_000, cap: 10_000 })).toBe('(10k+) Closed · Support Inbox');
  });

  it('leaves out a count of zero or one not known yet, and is the product alone off the views', () => {
    expect(viewTitle({ label: 'Spam', count: 0, cap: 10_000 })).toBe('Spam · Support Inbox');
    expect(viewTitle({ label: 'Mine', count: null, cap: 10_000 })).toBe('Mine · Support Inbox');
    expect(viewTitle(null)).toBe('Support Inbox');
  });
});
