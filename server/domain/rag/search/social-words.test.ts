import { describe, expect, it } from 'vitest';
import { socialShare } from './social-words.ts';

describe('socialShare', () => {
  it('is the share of social words among the words that are not words of asking', () => {
    expect(socialShare(['refund', 'thanks'])).toBe(0.5);
    expect(socialShare(['help', 'sso', 'thanks'], ['help', 'thanks'])).toBe(0.5); // "thanks" is both: social
    expect(socialShare(['Thanks', 'Great'])).toBe(1);
  });

  it('is 1 for words of asking and social words only, and 0 without words', () => {
    expect(socialShare(['help'], ['help'])).toBe(1);
    expect(socialShare(['got', 'thanks'], ['got', 'thanks'])).toBe(1);
    expect(socialShare([], [])).toBe(0);
  });

  it('is 1 for a greeting or a wish that only names whom it addresses and the occasion', () => {
    expect(socialShare(['good', 'morning', 'team'])).toBe(1);
    expect(socialShare(['happy', 'new', 'year', 'whole', 'team'])).toBe(1);
    expect(socialShare(['happy', 'holidays', 'everyone', 'support'], ['everyone'])).toBe(1);
  });

  it('counts whom a greeting addresses as said when the message says more, or greets nobody', () => {
    expect(socialShare(['hi', 'team', 'invite', 'members'])).toBe(0.25);
    expect(socialShare(['holiday', 'hours'])).toBe(0);
    expect(socialShare(['new', 'team'])).toBe(0);
    // a time of day or "happy" that greets nobody: questions about support hours and plans
    expect(socialShare(['evening', 'support'])).toBe(0.5);
    expect(socialShare(['support', 'morning'])).toBe(0.5);
    expect(socialShare(['happy', 'support', 'new', 'teams'])).toBe(0.25);
  });

  it('counts a reported problem as said: "never received" is not all social', () => {
    expect(socialShare(['never', 'received'])).toBe(0.5);
  });
});
