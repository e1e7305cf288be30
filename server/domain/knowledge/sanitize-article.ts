import { convert } from 'html-to-text';
import sanitizeHtml from 'sanitize-html';

// An article's body is HTML that the public site serves as it is, so the server keeps only an allow-list of
// markup: text structure, links, images, tables. No script, style, event handler, form, frame or embedded
// object; links only to http(s), mail and phone; images only over http(s) or from the site itself (a path).
// Elements whose content is not text (script, style, svg ...) go with their content; any other element not on
// the list goes, its text stays.

const ALLOWED_TAGS = [
  'h2', 'h3', 'h4', 'p', 'br', 'hr', 'div',
  'strong', 'b', 'em', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup', 'mark', 'small', 'abbr',
  'code', 'pre', 'kbd', 'samp', 'blockquote', 'q', 'cite',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'a', 'img', 'figure', 'figcaption',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'details', 'summary',
];

/** Elements dropped with everything inside them: their content is code, or markup of another language. */
const DROPPED_WITH_CONTENT = [
  'script', 'style', 'template', 'noscript', 'textarea', 'option', 'select', 'title', 'head',
  'iframe', 'frame', 'frameset', 'noframes', 'object', 'embed', 'applet', 'svg', 'math', 'xmp', 'noembed', 'plaintext',
];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  // The page's own title is the article's h1: headings in the body start at h2.
  transformTags: { h1: 'h2', h5: 'h4', h6: 'h4' },
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    code: ['class'],
    pre: ['class'],
  },
  // A highlighter's language name, and nothing else a stylesheet could key on.
  allowedClasses: { code: [/^language-[a-z0-9+#-]{1,30}$/], pre: [/^language-[a-z0-9+#-]{1,30}$/] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: DROPPED_WITH_CONTENT,
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  // An image without a source, or whose source was refused, shows nothing: it goes. (A link whose address was
  // refused stays, as its text.)
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** The body as the site may serve it. */
export function sanitizeArticleBody(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The words of a (sanitized) body, for the excerpt, the search and the AI answers. */
export function articleText(html: string): string {
  try {
    return convert(html, {
      wordwrap: false,
      selectors: [
        { selector: 'a', options: { ignoreHref: true } },
        { selector: 'img', format: 'skip' },
        ...['h2', 'h3', 'h4'].map((selector) => ({ selector, options: { uppercase: false } })),
        { selector: 'table', format: 'dataTable', options: { uppercaseHeaderCells: false } },
      ],
    }).trim();
  } catch {
    // Nesting deep enough to overflow html-to-text's recursion: the text without the tags.
    return html.replace(/<[^<>]*>?/g, ' ').replace(/\s+/g, ' ').trim();
  }
}

const EXCERPT_LENGTH = 240;

/** The start of the text, cut at a word, with an ellipsis when there is more. */
export function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_LENGTH * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}
