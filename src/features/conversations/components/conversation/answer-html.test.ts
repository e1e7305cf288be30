import { describe, expect, it } from 'vitest';
import { answerHtml, insertedAnswerHtml } from './answer-html';

describe('answerHtml', () => {
  it('makes a paragraph of each block and keeps single line breaks', () => {
    expect(answerHtml('Hello.\n\nStep one\nStep two\r\n\r\n\n')).toBe('<p>Hello.</p><p>Step one<br>Step two</p>');
  });

  it('escapes markup, so an answer cannot bring its own HTML into the reply', () => {
    expect(answerHtml('Use <b>x</b> & "y"')).toBe('<p>Use &lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>');
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
