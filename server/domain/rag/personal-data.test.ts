import { describe, expect, it } from 'vitest';
import { REDACTED as R, saysSomething, withoutPersonalData, type KnownPerson } from './personal-data.ts';

const rachel: KnownPerson = { name: 'Rachel Price', email: 'rprice@yahoo.com' };
const keep = (text: string, people: KnownPerson[] = [rachel]) => expect(withoutPersonalData(text, people)).toBe(text);

describe('withoutPersonalData', () => {
  it('takes out email addresses, whoever they belong to', () => {
    expect(withoutPersonalData('Please move my account from rprice@yahoo.com to r.price+work@acme-corp.co.uk.')).toBe(
      `Please move my account from ${R} to ${R}.`,
    );
    expect(withoutPersonalData("Write to sean.o'neil@example.com")).toBe(`Write to ${R}`);
  });

  it('takes out phone, card, IBAN and tracking numbers however they are grouped', () => {
    expect(withoutPersonalData('Call me at +1 (555) 123-4567 or 0612345678')).toBe(`Call me at ${R} or ${R}`);
    expect(withoutPersonalData('or 555.123.4567, or 06.12.34.56.78, or (555) 123 - 4567')).toBe(`or ${R}, or ${R}, or ${R}`);
    expect(withoutPersonalData('My card 4111 1111 1111 1111 was charged twice')).toBe(`My card ${R} was charged twice`);
    expect(withoutPersonalData('card 4111\u00A01111\u00A01111\u00A01111 and 4111 - 1111 - 1111 - 1111')).toBe(`card ${R} and ${R}`);
    expect(withoutPersonalData('Refund to DE89 3704 0044 0532 0130 00 please')).toBe(`Refund to ${R} please`);
    expect(withoutPersonalData('USPS says 9400393908939477798627 is stuck')).toBe(`USPS says ${R} is stuck`);
    expect(withoutPersonalData('Call +1 555 123 4567: anytime')).toBe(`Call ${R}: anytime`);
  });

  it('keeps short numbers, versions, amounts, machine addresses, codes inside words, dates, years and times', () => {
    keep('Order #397325 on version 3.18.7 cost $1,249.50 (or 12.345.678,00 EUR); our server 192.168.100.200 failed.');
    keep('It failed on 2026-10-04 and 10/04/2026, on 2024-10-01 10:30 and at 10/04/2026 14:05 again (2024-10-01).');
    keep('Plans from 2020-2024, prices for 2024/2025, years 1999 2000, Windows 2012 2016 2019, 01/10/2024-31/10/2024, 20241001.');
    keep('error 0x80070005 in build deadbeef12345678');
    keep('We send 12 000 000 emails a month to 1,000,000 or 10.000.000 contacts, 12\u00A0500\u00A0000 in all.');
  });

  it('takes out numbers grouped by three that are not round quantities', () => {
    expect(withoutPersonalData('Call 912 345 678 or 12 345 678, not +33 1 000 000 000')).toBe(`Call ${R} or ${R}, not ${R}`);
    expect(withoutPersonalData('Account 100 000 001 and 12 000.000 are mine')).toBe(`Account ${R} and ${R} are mine`);
    expect(withoutPersonalData('Call me on 912 300 000 or 34 912 000 000; account 123 456 789 000')).toBe(`Call me on ${R} or ${R}; account ${R}`);
  });

  it("takes out the customer's name: in full in any case, and a part where it is written as a name", () => {
    expect(withoutPersonalData('This is Rachel Price from finance, is the price going up?', [rachel])).toBe(
      `This is ${R} from finance, is the price going up?`,
    );
    expect(withoutPersonalData('rachel price here: can Rachel get a refund? Mrs Price asked too.', [rachel])).toBe(
      `${R} here: can ${R} get a refund? Mrs ${R} asked too.`,
    );
    expect(withoutPersonalData("Rachel here. Rachel's order, for Price: done.", [rachel])).toBe(`${R} here. ${R}'s order, for ${R}: done.`);
    // Another customer's name is not known: only what the conversation says who it is with.
    expect(withoutPersonalData('Can Rachel get a refund?', [{ name: 'Jo Lee', email: null }])).toBe('Can Rachel get a refund?');
    // A contact named by their address, or not named, gives no name to look for.
    keep('My Rachel account', [{ name: 'rachel@x.com', email: null }, { name: null, email: null }]);
  });

  it('finds a name written with other accents, apostrophes or case, in either order', () => {
    const zoe = { name: "Zoë O'Neil-Smith", email: null };
    expect(withoutPersonalData('Thanks, Zoe. Ask Smith or O’Neil, or Zoë O’Neil-Smith.', [zoe])).toBe(`Thanks, ${R}. Ask ${R} or ${R}, or ${R}.`);
    expect(withoutPersonalData('Hi, can Rachel and Price help?', [{ name: 'price, rachel', email: null }])).toBe(`Hi, can ${R} and ${R} help?`);
  });

  it("leaves words that are also the customer's name where they are no name", () => {
    keep('Will the price change? will prices go up? Hope this helps.', [{ name: 'Will Price', email: null }, { name: 'Hope Summers', email: null }]);
    keep('Mark as read is under the menu.', [{ name: 'Mark Chen', email: null }]);
    keep('Chase Bank declined it; my Li-ion battery too.', [{ name: 'Chase Miller', email: null }, { name: 'Li Wei', email: null }]);
    const may = { name: 'May Chen', email: null };
    keep('We renewed in May, since May 3 and on 5 May 2025; the 12th May invoice, the 5th of May, and May, 2024 too.', [may]);
    keep('Charged early June and again June 4.', [{ name: 'June Park', email: null }]);
  });

  it("takes out a month's name that is the customer's name where it is no date", () => {
    expect(withoutPersonalData('Thanks, May. Ask May about it; May here.', [{ name: 'May Chen', email: null }])).toBe(`Thanks, ${R}. Ask ${R} about it; ${R} here.`);
    expect(withoutPersonalData('Renewed in May by May Chen', [{ name: 'May Chen', email: null }])).toBe(`Renewed in May by ${R}`);
    // Words that precede a person as often as a month are no sign of a date.
    const may = [{ name: 'May Chen', email: null }];
    expect(withoutPersonalData('Sent to May, from May, by May', may)).toBe(`Sent to ${R}, from ${R}, by ${R}`);
    expect(withoutPersonalData('a friend of May. Is this May from billing? After May replied', may)).toBe(`a friend of ${R}. Is this ${R} from billing? After ${R} replied`);
    expect(withoutPersonalData('Hi May, 2 questions. Ticket 4521 May asked', may)).toBe(`Hi ${R}, 2 questions. Ticket 4521 ${R} asked`);
  });

  it('makes one mark of personal data side by side', () => {
    expect(withoutPersonalData('Rachel - rprice@yahoo.com - +44 20 7946 0958', [rachel])).toBe(R);
  });

  it('reads long texts of letters, dots or digits (a pattern that tried every position took 26 s on the letters)', () => {
    const letters = 'a'.repeat(200_000);
    expect(withoutPersonalData(letters, [rachel])).toBe(letters);
    expect(withoutPersonalData('.'.repeat(100_000))).toHaveLength(100_000);
    expect(withoutPersonalData('1 '.repeat(50_000))).toBe(`${R} `);
  });
});

describe('saysSomething', () => {
  it('is false for marks and punctuation alone', () => {
    expect(saysSomething(`${R}?`)).toBe(false);
    expect(saysSomething(`${R} refund`)).toBe(true);
  });
});
