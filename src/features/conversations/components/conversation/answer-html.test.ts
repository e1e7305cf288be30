import { describe, expect, it } from 'vitest';
import { answerHtml } from './answer-html';

describe('answerHtml', () => {
  it('makes a paragraph of each block and keeps single line breaks', () => {
    expect(answerHtml('Hello.\n\nStep one\nStep two\r\n\r\n\n')).toBe('<p>Hello.</p><p>Step one<br>Step two</p>');
  });

  it('escapes markup, so an answer cannot bring its own HTML into the reply', () => {
    expect(answerHtml('Use <b>x</b> & "y"')).toBe('<p>Use &lt;b&gt;x&lt;/b&gt; &amp; &quot;y&quot;</p>');
  });
});
