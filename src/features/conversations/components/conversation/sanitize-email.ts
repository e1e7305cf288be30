import DOMPurify from 'dompurify';
import { cssHasRemoteUrl, isAllowedLinkHref, isAllowedResourceUrl, isRemoteUrl, sanitizeCss, withoutRemoteUrls } from './email-css';
import type { SanitizedEmail } from './email-document';

// Email HTML is hostile until proven otherwise. DOMPurify (HTML profile: no SVG or MathML) removes scripts,
// event handlers and javascript: URLs; we also forbid everything that acts or loads (forms, frames, objects,
// media, <base>, <meta>, <link>), sanitize CSS, keep only absolute web/mail/phone links (opening in a new tab)
// and only http(s)/cid:/data: image sources. What remains is shown in a sandboxed iframe without scripts and
// with a CSP that blocks remote images until the agent asks (email-document.ts): two independent walls.

// prettier-ignore
const FORBID_TAGS = [
  'form', 'input', 'button', 'select', 'option', 'optgroup', 'textarea', 'datalist', 'output', 'fieldset', 'legend', // forms
  'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'portal', // other documents and plugins
  'base', 'meta', 'link', 'title', // document-level: base URL, refresh, external style sheets
  'audio', 'video', 'track', 'source', 'template', 'slot', 'dialog', 'noscript',
];
const FORBID_ATTR = ['srcset', 'ping', 'action', 'formaction', 'autofocus', 'tabindex', 'contenteditable', 'popover'];
const RESOURCE_ATTRS = ['src', 'background', 'poster'];

let purifier: ReturnType<typeof DOMPurify> | undefined;
// Hooks are synchronous within one sanitize() call, so one flag per call is enough.
let sawRemote = false;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // A private instance: these hooks must not change how anything else in the app is sanitized.
  const p = DOMPurify(window);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style') {
      node.textContent = sanitizeCss(node.textContent ?? '');
      if (cssHasRemoteUrl(node.textContent)) sawRemote = true;
    }
  });
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style') {
      data.attrValue = sanitizeCss(data.attrValue);
      if (cssHasRemoteUrl(data.attrValue)) sawRemote = true;
    }
  });
  p.addHook('afterSanitizeAttributes', (node) => {
    for (const attr of RESOURCE_ATTRS) {
      const value = node.getAttribute(attr);
      if (value === null) continue;
      // cid: parts are not served inline (attachments are downloads only): a cid: image could only fail.
      if (!isAllowedResourceUrl(value) || /^\s*cid:/i.test(value)) node.removeAttribute(attr);
      else if (isRemoteUrl(value)) sawRemote = true;
    }
    const href = node.getAttribute('href');
    if (href !== null) {
      if (isAllowedLinkHref(href)) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('href');
        node.removeAttribute('target');
      }
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target');
    }
  });
  purifier = p;
  return p;
}

// Blocks with vertical margins (paragraph-like) and plain line blocks, for the height estimate.
const PARAGRAPHS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'UL', 'OL', 'PRE', 'TABLE', 'HR', 'DL']);
const LINES = new Set(['DIV', 'LI', 'TR', 'SECTION', 'ARTICLE', 'HEADER', 'FOOTER', 'DT', 'DD', 'CENTER', 'ADDRESS', 'FIGURE', 'CAPTION']);

// Nested blocks start one line, not one per level; <br> always does.
const newLine = (out: { text: string }) => {
  out.text = out.text.replace(/[ \t]+$/, '');
  if (out.text !== '' && !out.text.endsWith('\n')) out.text += '\n';
};

/** The body's text with roughly the line breaks it will have on screen, and how many paragraph blocks it has. */
function layout(node: Node, out = { text: '', paragraphs: 0 }, pre = false) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      const data = (child as Text).data;
      out.text += pre ? data : data.replace(/\s+/g, ' ');
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const tag = (child as Element).tagName;
      if (tag === 'BR') out.text += '\n';
      else if (tag === 'STYLE') continue;
      else if (PARAGRAPHS.has(tag) || LINES.has(tag)) {
        if (PARAGRAPHS.has(tag)) out.paragraphs++;
        newLine(out);
        layout(child, out, pre || tag === 'PRE');
        newLine(out);
      } else layout(child, out, pre);
    }
  }
  return out;
}

function declaredImageHeight(root: Element): number {
  let total = 0;
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const height = Number.parseInt(img.getAttribute('height') ?? '', 10);
    if (Number.isFinite(height) && height > 0) total += Math.min(height, 2_000);
  }
  return total;
}

/** The body's HTML with remote image sources and remote CSS backgrounds removed (a copy; `body` is untouched). */
function bodyWithoutRemote(body: HTMLElement): string {
  const copy = body.cloneNode(true) as HTMLElement;
  for (const el of Array.from(copy.querySelectorAll('*'))) {
    for (const attr of RESOURCE_ATTRS) {
      const value = el.getAttribute(attr);
      if (value !== null && isRemoteUrl(value)) el.removeAttribute(attr);
    }
    const style = el.getAttribute('style');
    if (style) el.setAttribute('style', withoutRemoteUrls(style));
  }
  return copy.innerHTML;
}

/** Sanitizes an email's HTML (a fragment or a whole document) into the parts of the iframe's document. */
export function sanitizeEmail(html: string): SanitizedEmail {
  const p = getPurifier();
  sawRemote = false;
  const root = p.sanitize(html, {
    WHOLE_DOCUMENT: true,
    RETURN_DOM: true,
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
  }) as HTMLElement;
  const hasRemoteImages = sawRemote;

  // Styles may sit in <head> or anywhere in <body>: all go to the iframe's <head>.
  const styleElements = Array.from(root.querySelectorAll('style'));
  const styles = styleElements.map((s) => s.textContent ?? '').filter((css) => css.trim() !== '');
  for (const s of styleElements) s.remove();

  const body = root.querySelector('body');
  const bgcolor = body?.getAttribute('bgcolor') ?? '';
  const bodyStyle = [/^#?[0-9a-z]{1,20}$/i.test(bgcolor) ? `background-color:${bgcolor}` : '', body?.getAttribute('style') ?? '']
    .filter(Boolean)
    .join(';');

  const { text, paragraphs } = body ? layout(body) : { text: '', paragraphs: 0 };
  return {
    styles,
    body: body?.innerHTML ?? '',
    bodyStyle,
    hasRemoteImages,
    withoutRemote: hasRemoteImages
      ? { styles: styles.map(withoutRemoteUrls), body: body ? bodyWithoutRemote(body) : '', bodyStyle: withoutRemoteUrls(bodyStyle) }
      : { styles, body: body?.innerHTML ?? '', bodyStyle },
    layoutText: text.replace(/[ \t]*\n[ \t]*/g, '\n').trim(),
    paragraphs,
    imageHeight: body ? declaredImageHeight(body) : 0,
  };
}
