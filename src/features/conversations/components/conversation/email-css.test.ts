import { describe, expect, it } from 'vitest';
import { cssHasRemoteUrl, decodeCssEscapes, isAllowedLinkHref, isAllowedResourceUrl, isRemoteUrl, sanitizeCss, withoutRemoteUrls } from './email-css';

describe('sanitizeCss', () => {
  it('keeps ordinary styles', () => {
    expect(sanitizeCss('color: red; font-weight: bold')).toBe('color: red; font-weight: bold');
    expect(sanitizeCss('p { margin: 0 } .x > a:hover { color: #333 }')).toBe('p { margin: 0 } .x > a:hover { color: #333 }');
  });

  it('removes url(javascript:) in every spelling', () => {
    expect(sanitizeCss('background:url(javascript:alert(1))')).not.toMatch(/javascript/i);
    expect(sanitizeCss('body{background:url("javascript:alert(1)")}')).not.toMatch(/javascript/i);
    expect(sanitizeCss("body{background:url('java\\73 cript:alert(1)')}")).not.toMatch(/script|alert/i);
    expect(sanitizeCss('body{background:u\\72l(javascript:alert(1))}')).not.toMatch(/javascript|alert/i);
  });

  it('removes expression(), bindings, behaviours and @import', () => {
    expect(sanitizeCss('width: expression(alert(1)); color: red')).toBe(' color: red');
    expect(sanitizeCss('width: ex/**/pression(alert(1))')).not.toMatch(/expression/i);
    expect(sanitizeCss('x{-moz-binding:url(http://evil/x.xml#x)}')).not.toMatch(/binding/);
    expect(sanitizeCss('x{behavior: url(x.htc)}')).not.toMatch(/behavior/);
    expect(sanitizeCss('@import url(http://evil.example/x.css); p{color:red}')).toBe(' p{color:red}');
    expect(sanitizeCss('@import "http://evil.example/x.css"; p{color:red}')).toBe(' p{color:red}');
  });

  it('leaves the rules after a removed one intact', () => {
    expect(
      sanitizeCss(
        'body{background:url(javascript:alert(1))} .x{width:expression(alert(2))} @import url(https://e.example/i.css); h2{color:#b91c1c}',
      ),
    ).toBe('body{background:none} .x{} h2{color:#b91c1c}');
  });

  it('keeps remote, cid: and data: image urls and drops relative ones', () => {
    expect(sanitizeCss('background:url(http://img.example/a.png)')).toBe('background:url("http://img.example/a.png")');
    expect(sanitizeCss("background:url('cid:logo')")).toBe('background:url("cid:logo")');
    expect(sanitizeCss('background:url(data:image/png;base64,AAAA)')).toBe('background:url("data:image/png;base64,AAAA")');
    expect(sanitizeCss('background:url(/api/session)')).toBe('background:none');
    expect(sanitizeCss('background:url(data:text/html,<script>)')).not.toMatch(/script|text\/html/);
  });

  it('drops image-set() whose images are strings, not url()s, so no image escapes the url() checks', () => {
    expect(sanitizeCss("div{background-image:image-set('http://t.example/a.png' 1x);color:red}")).toBe('div{color:red}');
    expect(sanitizeCss('background-image:-webkit-image-set("//t.example/b.png" 1x)')).toBe('');
    expect(sanitizeCss("--u:'http://t.example/c.png';background-image:image-set(var(--u) 1x)")).toBe("--u:'http://t.example/c.png';");
    expect(sanitizeCss('background-image:image-set(attr(title) 1x)')).toBe('');
    expect(sanitizeCss('background-image:image-set(src("http://t.example/d.png") 1x)')).toBe('');
    expect(sanitizeCss("background-image:i\\6d age-set('http://t.example/e.png' 1x)")).toBe('');
  });

  it('keeps image-set() of url()s, which are checked like any url()', () => {
    expect(sanitizeCss('background-image:image-set(url(http://t.example/a.png) 1x, url(http://t.example/b.png) 2x)')).toBe(
      'background-image:image-set(url("http://t.example/a.png") 1x, url("http://t.example/b.png") 2x)',
    );
    expect(sanitizeCss('background-image:-webkit-image-set(url(javascript:alert(1)) 1x)')).toBe('background-image:-webkit-image-set(none 1x)');
  });

  it('keeps url()s only where they are images: no fonts, SVG documents or values for var()', () => {
    expect(sanitizeCss('@font-face{font-family:x;src:url(http://f.example/f.woff2) format("woff2")}')).toBe(
      '@font-face{font-family:x;src:none format("woff2")}',
    );
    expect(sanitizeCss('filter:url(http://e.example/f.svg#f);clip-path:url(http://e.example/c.svg#c);mask:url(http://e.example/m.svg#m)')).toBe(
      'filter:none;clip-path:none;mask:none',
    );
    expect(sanitizeCss('--u:url(http://t.example/a.png);background:var(--u)')).toBe('--u:none;background:var(--u)');
    expect(sanitizeCss('a:hover{cursor:url(http://t.example/c.png),auto}')).toBe('a:hover{cursor:url("http://t.example/c.png"),auto}');
    expect(sanitizeCss('ul{list-style-image:url(http://t.example/l.png)} p::before{content:url(http://t.example/b.png)}')).toBe(
      'ul{list-style-image:url("http://t.example/l.png")} p::before{content:url("http://t.example/b.png")}',
    );
    expect(sanitizeCss('B\\61 ckground-Image:url(http://t.example/e.png)')).toBe('B\\61 ckground-Image:url("http://t.example/e.png")');
  });

  it('can never close its <style> element', () => {
    expect(sanitizeCss('p{color:red}</style><script>alert(1)</script>')).not.toContain('<');
    expect(sanitizeCss('p{font-family:"</style>"}')).not.toContain('<');
  });
});

describe('url policies', () => {
  it('tells remote urls, including protocol-relative and obfuscated ones', () => {
    expect(isRemoteUrl('https://x.example/a.png')).toBe(true);
    expect(isRemoteUrl('//x.example/a.png')).toBe(true);
    expect(isRemoteUrl(' h\tttp://x.example')).toBe(true);
    expect(isRemoteUrl('cid:abc')).toBe(false);
  });

  it('allows images from the web, cid: and data:image only', () => {
    expect(isAllowedResourceUrl('http://x.example/a.png')).toBe(true);
    expect(isAllowedResourceUrl('cid:part1@x')).toBe(true);
    expect(isAllowedResourceUrl('data:image/gif;base64,R0lGOD')).toBe(true);
    expect(isAllowedResourceUrl('data:image/svg+xml,<svg onload=alert(1)>')).toBe(false);
    expect(isAllowedResourceUrl('javascript:alert(1)')).toBe(false);
    expect(isAllowedResourceUrl('/api/conversations')).toBe(false);
    expect(isAllowedResourceUrl('x.png')).toBe(false);
  });

  it('allows links to the web, mail and phones only', () => {
    expect(isAllowedLinkHref('https://example.com')).toBe(true);
    expect(isAllowedLinkHref('mailto:a@b.example')).toBe(true);
    expect(isAllowedLinkHref('tel:+331234')).toBe(true);
    expect(isAllowedLinkHref('javascript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('java\nscript:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('JaVaScRiPt:alert(1)')).toBe(false);
    expect(isAllowedLinkHref('data:text/html,x')).toBe(false);
    expect(isAllowedLinkHref('/inbox')).toBe(false);
  });

  it('decodes CSS escapes and finds remote urls in sanitized CSS', () => {
    expect(decodeCssEscapes('\\6a \\61 vascript')).toBe('javascript');
    expect(decodeCssEscapes('\\j\\k')).toBe('jk');
    expect(cssHasRemoteUrl(sanitizeCss('td{background:url(https://t.example/p.gif)}'))).toBe(true);
    expect(cssHasRemoteUrl(sanitizeCss('td{background:url(cid:x)}'))).toBe(false);
  });
});

describe('withoutRemoteUrls', () => {
  it('replaces remote images with none and keeps inline ones', () => {
    expect(withoutRemoteUrls('body{background:url("http://tracker.example/bg.png")} p{background:url("data:image/png;base64,AAAA")}')).toBe(
      'body{background:none} p{background:url("data:image/png;base64,AAAA")}',
    );
    expect(withoutRemoteUrls('background-image:url("https://x.example/a.png")')).toBe('background-image:none');
  });
});
