// CSS from an email (style attributes and <style> blocks), made harmless before it reaches the iframe.
// The iframe's CSP already stops every load and no script can run there; this removes the constructs
// themselves (expression(), url(javascript:), bindings, @import, relative urls), so they are gone, not
// merely blocked. Pure string functions, unit-tested.

const REMOTE_URL = /^(?:https?:)?\/\//i;
const ALLOWED_RESOURCE = /^(?:(?:https?:)?\/\/|cid:|data:image\/(?:png|gif|jpe?g|webp|bmp|avif)[;,])/i;
const ALLOWED_LINK = /^(?:https?:|mailto:|tel:)/i;
// After escapes are decoded: anything that can run code or pull in more CSS. Besides url(), image-set() (and
// -webkit-image-set()) loads a bare string as an image ("image-set('http://t.example/p.png' 1x)"), as may a string
// reached through var(), attr() or env(): it is kept only when its images are url()s, already checked. src() and
// image() take a URL as a string too.
const DANGEROUS =
  /expression\s*\(|javascript\s*:|vbscript\s*:|-moz-binding|behaviou?r\s*:|@import|@charset|@namespace|url\s*\(|<\/?[a-z!]|image-set\s*\((?:[^()]|\([^()]*\))*?(?:["']|\b(?:var|attr|env)\s*\()|(?<![\w-])(?:src|image)\s*\(/i;
// Unquoted arguments may hold one level of parentheses ("url(javascript:alert(1))") so the whole call goes.
const URL_FUNCTION = /url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|((?:[^()"'\s]|\([^()]*\))*))\s*\)/gi;
const PLACEHOLDER = /\uE000(\d+)\uE001/g;
// Properties whose url() is an image. Anywhere else a url() is a font (@font-face's src), an SVG document
// (filter, clip-path, mask, marker, fill), or a value that var() can carry to any of those: never an image
// the agent could ask to see, so it becomes `none`.
const IMAGE_PROPERTIES = new Set([
  'background',
  'background-image',
  'border-image',
  'border-image-source',
  '-webkit-border-image',
  'list-style',
  'list-style-image',
  'content',
  'cursor',
]);

function isImageDeclaration(part: string): boolean {
  const colon = part.indexOf(':');
  return colon > 0 && IMAGE_PROPERTIES.has(decodeCssEscapes(part.slice(0, colon)).trim().toLowerCase());
}

// Browsers ignore control characters and whitespace inside URL schemes ("java\tscript:"): so do we.
function compactUrl(url: string): string {
  let out = '';
  for (const ch of url) {
    const code = ch.charCodeAt(0);
    if (code > 0x20 && (code < 0x7f || code > 0x9f)) out += ch;
  }
  return out;
}

/** Remote (http, https or protocol-relative): loaded only after the agent clicks "Show images". */
export function isRemoteUrl(url: string): boolean {
  return REMOTE_URL.test(compactUrl(url));
}

/** Sources an email may use for images and backgrounds: remote (blocked until allowed), cid: and data: images. */
export function isAllowedResourceUrl(url: string): boolean {
  return ALLOWED_RESOURCE.test(compactUrl(url));
}

/** Links that open in a new tab: the web, mail and phone. Everything else (javascript:, relative) is dropped. */
export function isAllowedLinkHref(href: string): boolean {
  return ALLOWED_LINK.test(compactUrl(href));
}

/** Decodes CSS escapes (`\\6a`, `\\j`) so that `java\\73 cript:` is seen for what it is. */
export function decodeCssEscapes(css: string): string {
  return css.replace(/\\(?:([0-9a-f]{1,6})[ \t\r\n\f]?|([^\r\n\f0-9a-f]))/gi, (_, hex: string | undefined, ch: string | undefined) => {
    if (hex === undefined) return ch ?? '';
    const code = Number.parseInt(hex, 16);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });
}

/**
 * Sanitizes a style sheet or a style attribute. Each url() is kept only when it points to an allowed
 * image source from a property that shows images (else it becomes `none`); then every declaration, selector
 * or at-rule prelude that still holds something dangerous (once escapes are decoded) is dropped. `<` is
 * escaped so the text can never close its <style> element.
 */
export function sanitizeCss(css: string): string {
  const urls: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, '');
  const withPlaceholders = withoutComments.replace(URL_FUNCTION, (match, dq?: string, sq?: string, bare?: string) => {
    const target = decodeCssEscapes(dq ?? sq ?? bare ?? '').trim();
    if (!isAllowedResourceUrl(target) || /["'()\\\s]/.test(target)) return 'none';
    urls.push(`url("${target}")`);
    return `\uE000${urls.length - 1}\uE001`;
  });
  const parts = withPlaceholders.split(/([;{}])/);
  let kept = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (part === ';' || part === '{' || part === '}') kept += part;
    else if (!DANGEROUS.test(decodeCssEscapes(part))) kept += isImageDeclaration(part) ? part : part.replace(PLACEHOLDER, 'none');
    // A dropped statement takes its ";" along: left alone at the top level it would spoil the next rule.
    else if (parts[i + 1] === ';') i++;
  }
  return kept.replace(PLACEHOLDER, (_, i: string) => urls[Number(i)] ?? 'none').replace(/</g, '\\3c ');
}

/** Whether sanitized CSS still references a remote image (for the "Show images" notice). */
export function cssHasRemoteUrl(css: string): boolean {
  for (const match of css.matchAll(URL_FUNCTION)) {
    if (isRemoteUrl(match[1] ?? match[2] ?? match[3] ?? '')) return true;
  }
  return false;
}

/** Sanitized CSS with its remote images replaced by `none`: what is shown until the agent asks for images. */
export function withoutRemoteUrls(css: string): string {
  return css.replace(/url\("([^"]*)"\)/g, (match, target: string) => (isRemoteUrl(target) ? 'none' : match));
}
