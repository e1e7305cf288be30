import { describe, expect, it } from 'vitest';
import { answerHtml, answerPreview, insertedAnswerHtml } from './answer-html';

describe('answerHtml', () => {
  it('makes a paragraph of each block and keeps single line breaks', () => {
    expect(answerHtml('Hello.\n\nStep one\nStep two\r\n\r\n\n')).toBe('<p>Hello.</p><p>Step one<br>Step two</p>');
  });

  it('escapes markup, so an answer cannot bring its own HTML into the reply', () => {
    expect(answerHtml('Use <b>x</b> & "y"')).toBe('<p>Use &lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>');
    expect(answerHtml('[x](javascript:alert(1)) **<img src=x onerror=alert(1)>**')).toBe(
      '<p>[x](javascript:alert(1)) <strong>&lt;img src=x onerror=alert(1)&gt;</strong></p>',
    );
  });

  it("shows a help text's Markdown as the reply shows it: bold, italics, code, links to web pages", () => {
    expect(answerHtml('**2 year warranty** on *every* _device_, see `Settings` or [our terms](https://example.com/t?a=1&b=2).')).toBe(
      '<p><strong>2 year warranty</strong> on <em>every</em> <em>device</em>, see <code>Settings</code> or <a href="https://example.com/t?a=1&amp;b=2">our terms</a>.</p>',
    );
  });

  it('leaves asterisks and underscores that mark nothing', () => {
    expect(answerHtml('5 * 3 = 15, set my_api_key and a*b*c')).toBe('<p>5 * 3 = 15, set my_api_key and a*b*c</p>');
  });

  it('makes a list of a block of "- " or "1. " lines', () => {
    expect(answerHtml('Steps:\n\n1. Open Settings\n2. Click **Billing**\n\n- Visa\n- Amex')).toBe(
      '<p>Steps:</p><ol><li><p>Open Settings</p></li><li><p>Click <strong>Billing</strong></p></li></ol><ul><li><p>Visa</p></li><li><p>Amex</p></li></ul>',
    );
  });
});

describe('insertedAnswerHtml', () => {
  it('adds a link to the whole article after a help-site passage', () => {
    expect(insertedAnswerHtml({ answer: 'Open Settings.', title: 'Reset <your> password', url: 'https://help.example.com/articles/reset?a=1&b=2' })).toBe(
      '<p>Open Settings.</p><p>The whole article: <a href="https://help.example.com/articles/reset?a=1&amp;b=2">Reset &lt;your&gt; password</a></p>',
    );
  });

  it('inserts the text alone for a source without a public page, or with an address that is not http(s)', () => {
    expect(insertedAnswerHtml({ answer: 'Yes.', title: null, url: null })).toBe('<p>Yes.</p>');
    expect(insertedAnswerHtml({ answer: 'Yes.', title: 'T', url: 'javascript:alert(1)' })).toBe('<p>Yes.</p>');
  });
});

describe('answerPreview', () => {
  it("is the answer's words on one line, without the marks of its Markdown", () => {
    expect(answerPreview('Double charges\n\n**2 year warranty**, see [terms](https://example.com).\n- Visa\n1. Amex')).toBe('Double charges 2 year warranty, see terms. Visa Amex');
    expect(answerPreview('5 * 3 and my_api_key')).toBe('5 * 3 and my_api_key');
  });
});
