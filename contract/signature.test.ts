import { describe, expect, it } from 'vitest';
import { appendSignature, fillSignature } from './signature.ts';

describe('fillSignature', () => {
  it('fills the variables (a fallback where a value is missing) and trims the lines', () => {
    expect(fillSignature('Thanks {{contact.first_name | friend}},  \r\n{{agent.name}}\n', { 'agent.name': 'Dana Sender' })).toBe(
      'Thanks friend,\nDana Sender',
    );
  });

  it('is empty when the signature fills to nothing', () => {
    expect(fillSignature('  {{agent.name}} \n', {})).toBe('');
  });
});

describe('appendSignature', () => {
  it('appends to both parts: escaped lines in HTML, after the "-- " separator in text', () => {
    expect(appendSignature({ html: '<p>Hi</p>', text: 'Hi\n\n' }, 'Dana <dana@x.test>\nAcme & co')).toEqual({
      html: '<p>Hi</p><div class="inbox-signature" style="margin-top:16px;color:#475569">Dana &lt;dana@x.test&gt;<br>Acme &amp; co</div>',
      text: 'Hi\n\n-- \nDana <dana@x.test>\nAcme & co',
    });
  });

  it('keeps a whole document whole, and leaves a body alone when there is no signature', () => {
    expect(appendSignature({ html: '<html><body><p>Hi</p></body></html>', text: '' }, 'Dana').html).toBe(
      '<html><body><p>Hi</p><div class="inbox-signature" style="margin-top:16px;color:#475569">Dana</div></body></html>',
    );
    expect(appendSignature({ html: '<p>Hi</p>', text: '' }, 'Dana').text).toBe('-- \nDana');
    const body = { html: '<p>Hi</p>', text: 'Hi' };
    expect(appendSignature(body, '')).toBe(body);
  });
});
