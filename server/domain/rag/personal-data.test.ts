import { describe, expect, it } from 'vitest';
import { REDACTED as R, saysSomething, withoutPersonalData } from './personal-data.ts';

const rachel = { name: 'Rachel Price', email: 'rprice@yahoo.com' };

describe('withoutPersonalData', () => {
  it('takes out email addresses, whoever they belong to', () => {
    expect(withoutPersonalData('Please move my account from rprice@yahoo.com to r.price+work@acme-corp.co.uk.')).toBe(
      `Please move my account from ${R} to ${R}.`,
    );
  });

  it('takes out phone, card, IBAN and tracking numbers however they are grouped', () => {
    expect(withoutPersonalData('Call me at +1 (555) 123-4567 or 0612345678')).toBe(`Call me at ${R} or ${R}`);
    expect(withoutPersonalData('My card 4111 1111 1111 1111 was charged twice')).toBe(`My card ${R} was charged twice`);
    expect(withoutPersonalData('Refund to DE89 3704 0044 0532 0130 00 please')).toBe(`Refund to DE${R} please`);
    expect(withoutPersonalData('USPS says 9400393908939477798627 is stuck')).toBe(`USPS says ${R} is stuck`);
  });

  it('keeps short numbers, versions, amounts, addresses of machines and dates', () => {
    const text = 'Order #397325 on version 3.18.7 cost $1,249.50; our server 192.168.100.200 failed on 2026-10-04 and 10/04/2026.';
    expect(withoutPersonalData(text)).toBe(text);
  });

  it("takes out the customer's name, in full in any case and each part where it is written as a name", () => {
    expect(withoutPersonalData('This is Rachel Price from finance, is the price going up?', [rachel])).toBe(
      `This is ${R} from finance, is the price going up?`,
    );
    expect(withoutPersonalData('rachel price here: can Rachel get a refund? Mrs Price asked too.', [rachel])).toBe(
      `${R} here: can ${R} get a refund? Mrs ${R} asked too.`,
    );
    // Another customer's name is not known: only what the conversation says who it is with.
    expect(withoutPersonalData('Can Rachel get a refund?', [{ name: 'Jo Lee', email: null }])).toBe('Can Rachel get a refund?');
    // A contact named by their address, or not named, gives no name to look for.
    expect(withoutPersonalData('My Rachel account', [{ name: 'rachel@x.com', email: null }, { name: null, email: null }])).toBe(
      'My Rachel account',
    );
  });

  it('makes one mark of personal data side by side', () => {
    expect(withoutPersonalData('Rachel - rprice@yahoo.com - +44 20 7946 0958', [rachel])).toBe(R);
  });
});

describe('saysSomething', () => {
  it('is false for marks and punctuation alone', () => {
    expect(saysSomething(`${R}?`)).toBe(false);
    expect(saysSomething(`${R} refund`)).toBe(true);
  });
});
