import { excerptOf } from '../domain/knowledge/sanitize-article.ts';
import type { SiteArticle, SiteArticleLink, SiteCategory, SiteOrganization } from './site-data.ts';
import type { SiteSearchHit } from './site-search.ts';
import { CONTACT_LIMITS, HONEYPOT_FIELD, type ContactErrors, type ContactField, type ContactValues } from './contact-form.ts';

// The help site's pages as HTML text: no script, one stylesheet, readable without JavaScript. Every value from
// the database goes through `esc` except an article's body, which the server sanitized when it was written.

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PageContext {
  organization: SiteOrganization;
  /** The site's home as this request reached it, absolute, ending with a slash: every link starts with it. */
  home: string;
  /** The site's main home (its verified domain when it has one): canonical addresses and the sitemap use it. */
  canonicalHome: string;
  /** The stylesheet's address (with its version, cached for a year). */
  stylesheet: string;
}

interface Page {
  title: string;
  description: string;
  /** The page's own address; null for a 404 (no canonical link). */
  canonical: string | null;
  type?: 'website' | 'article';
  main: string;
  /** The search box in the header (not on pages that show their own). */
  headerSearch?: boolean;
}

/** A search box: a plain GET form to the results page, which works without script. */
function searchForm(ctx: PageContext, value: string, variant: 'hero' | 'header' | 'page'): string {
  const id = `q-${variant}`;
  return (
    `<form class="search search-${variant}" role="search" method="get" action="${esc(ctx.home)}search">` +
    `<label for="${id}" class="sr-only">Search the help center</label>` +
    `<input id="${id}" type="search" name="q" value="${esc(value)}" maxlength="${SEARCH_MAX}" placeholder="Search for answers" autocomplete="off">` +
    '<button type="submit">Search</button></form>'
  );
}

/** The longest question the help site's search reads: what a reader types (the AI store takes whole mails, up to 1,000). */
export const SEARCH_MAX = 500;

function layout(ctx: PageContext, page: Page): string {
  const name = esc(ctx.organization.name);
  const title = page.title === ctx.organization.name ? name : `${esc(page.title)} · ${name} Help Center`;
  const meta = [
    `<meta name="description" content="${esc(page.description)}">`,
    page.canonical ? `<link rel="canonical" href="${esc(page.canonical)}">` : '<meta name="robots" content="noindex">',
    `<meta property="og:title" content="${esc(page.title)}">`,
    `<meta property="og:description" content="${esc(page.description)}">`,
    `<meta property="og:site_name" content="${name} Help Center">`,
    `<meta property="og:type" content="${page.type ?? 'website'}">`,
    page.canonical ? `<meta property="og:url" content="${esc(page.canonical)}">` : '',
  ].join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="color-scheme" content="light dark"><title>${title}</title>${meta}<link rel="stylesheet" href="${esc(ctx.stylesheet)}"></head>` +
    `<body><a class="skip" href="#main">Skip to content</a><header class="top"><a class="brand" href="${esc(ctx.home)}">${name} <span>Help Center</span></a>` +
    `${page.headerSearch === false ? '' : searchForm(ctx, '', 'header')}</header>` +
    `<main id="main">${page.main}</main>` +
    `<footer><p>${name}</p></footer></body></html>`
  );
}

const articleHref = (ctx: PageContext, slug: string, home = ctx.home) => `${home}articles/${slug}`;
const categoryHref = (ctx: PageContext, slug: string, home = ctx.home) => `${home}category/${slug}`;

function articleList(ctx: PageContext, articles: SiteArticleLink[], withExcerpts: boolean): string {
  const items = articles.map((a) => {
    const excerpt = withExcerpts ? `<p>${esc(a.excerpt ?? excerptOf(a.bodyText))}</p>` : '';
    return `<li><a href="${esc(articleHref(ctx, a.slug))}">${esc(a.title)}</a>${excerpt}</li>`;
  });
  return `<ul class="articles">${items.join('')}</ul>`;
}

/** Articles a category shows on the home page; its own page lists them all (a home of 1,000 titles weighed 169 KB). */
const HOME_PER_CATEGORY = 8;

export function homePage(ctx: PageContext, categories: SiteCategory[], articles: SiteArticleLink[]): string {
  const sections = categories
    .map((category) => ({ category, articles: articles.filter((a) => a.categoryId === category.id) }))
    .filter((s) => s.articles.length > 0)
    .map(
      ({ category, articles: own }) =>
        `<section class="category"><h2><a href="${esc(categoryHref(ctx, category.slug))}">${esc(category.name)}</a></h2>` +
        (category.description ? `<p class="lead">${esc(category.description)}</p>` : '') +
        articleList(ctx, own.slice(0, HOME_PER_CATEGORY), false) +
        (own.length > HOME_PER_CATEGORY ? `<p class="all"><a href="${esc(categoryHref(ctx, category.slug))}">All ${own.length} articles</a></p>` : '') +
        '</section>',
    );
  const known = new Set(categories.map((c) => c.id));
  const loose = articles.filter((a) => a.categoryId === null || !known.has(a.categoryId));
  if (loose.length > 0) sections.push(`<section class="category"><h2>More articles</h2>${articleList(ctx, loose, false)}</section>`);
  const main =
    `<div class="hero"><h1>How can we help?</h1><p class="lead">Answers from the ${esc(ctx.organization.name)} team.</p>${searchForm(ctx, '', 'hero')}</div>` +
    (sections.length > 0 ? `<div class="grid">${sections.join('')}</div>` : '<p class="empty">No articles are published yet.</p>') +
    stillNeedHelp(ctx);
  return layout(ctx, { title: ctx.organization.name, description: `Help articles of ${ctx.organization.name}.`, canonical: ctx.canonicalHome, main, headerSearch: false });
}

export function categoryPage(ctx: PageContext, category: SiteCategory, articles: SiteArticleLink[]): string {
  const main =
    `<nav class="crumbs" aria-label="Breadcrumb"><a href="${esc(ctx.home)}">Help Center</a></nav>` +
    `<h1>${esc(category.name)}</h1>` +
    (category.description ? `<p class="lead">${esc(category.description)}</p>` : '') +
    (articles.length > 0 ? articleList(ctx, articles, true) : '<p class="empty">No articles are published in this category yet.</p>');
  return layout(ctx, {
    title: category.name,
    description: category.description || `${category.name}: help articles of ${ctx.organization.name}.`,
    canonical: categoryHref(ctx, category.slug, ctx.canonicalHome),
    main,
  });
}

const DATE = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "Was this helpful?": a form that works without script; after a vote, the thanks in its place. */
function feedbackBlock(ctx: PageContext, article: SiteArticle, voted: boolean): string {
  if (voted) return '<section class="feedback" aria-label="Feedback"><p role="status">Thanks for your feedback.</p></section>';
  return (
    `<form class="feedback" method="post" action="${esc(articleHref(ctx, article.slug))}/feedback" aria-label="Feedback">` +
    '<p id="helpful-question">Was this article helpful?</p>' +
    '<button type="submit" name="helpful" value="yes" aria-describedby="helpful-question">Yes</button>' +
    '<button type="submit" name="helpful" value="no" aria-describedby="helpful-question">No</button></form>'
  );
}

/** "Still need help?" with a link to the contact form, when the organization takes messages. */
function stillNeedHelp(ctx: PageContext, articleSlug?: string): string {
  if (ctx.organization.contactChannelId === null) return '';
  const href = `${ctx.home}contact${articleSlug ? `?article=${encodeURIComponent(articleSlug)}` : ''}`;
  return `<section class="more-help"><h2>Still need help?</h2><p>Write to the ${esc(ctx.organization.name)} team: we answer by email. <a href="${esc(href)}">Contact us</a></p></section>`;
}

export function articlePage(ctx: PageContext, article: SiteArticle, related: SiteArticleLink[], voted = false): string {
  const crumbs = [`<a href="${esc(ctx.home)}">Help Center</a>`];
  if (article.category) crumbs.push(`<a href="${esc(categoryHref(ctx, article.category.slug))}">${esc(article.category.name)}</a>`);
  const main =
    `<nav class="crumbs" aria-label="Breadcrumb">${crumbs.join('<span aria-hidden="true"> / </span>')}</nav>` +
    `<article><h1>${esc(article.title)}</h1>` +
    `<p class="meta">Updated <time datetime="${article.updatedAt.toISOString()}">${DATE.format(article.updatedAt)}</time></p>` +
    `<div class="body">${article.body}</div></article>` +
    feedbackBlock(ctx, article, voted) +
    (related.length > 0 ? `<aside class="related"><h2>Related articles</h2>${articleList(ctx, related, false)}</aside>` : '') +
    stillNeedHelp(ctx, article.slug);
  return layout(ctx, {
    title: article.title,
    description: article.excerpt ?? excerptOf(article.bodyText),
    canonical: articleHref(ctx, article.slug, ctx.canonicalHome),
    type: 'article',
    main,
  });
}

/** A passage, shortened around where it starts, for a result's summary. */
function snippetOf(hit: SiteSearchHit): string {
  const text = (hit.passage || hit.excerpt || hit.bodyText).replace(/\s+/g, ' ').trim();
  return text.length > 240 ? `${text.slice(0, text.lastIndexOf(' ', 240) > 160 ? text.lastIndexOf(' ', 240) : 240)}…` : text;
}

/**
 * search?q=...: the results of a question, at an address that can be shared. Not indexed by search engines (an
 * endless set of pages of what others asked).
 */
export function searchPage(ctx: PageContext, query: string, hits: SiteSearchHit[]): string {
  const heading = query ? `Results for “${esc(query)}”` : 'Search the help center';
  let results = '';
  if (query && hits.length === 0) {
    results = `<p class="empty" role="status">No article answers “${esc(query)}”. Try other words, or <a href="${esc(ctx.home)}">browse all articles</a>.</p>`;
  } else if (hits.length > 0) {
    const items = hits.map((h) => `<li><a href="${esc(articleHref(ctx, h.slug))}">${esc(h.title)}</a><p>${esc(snippetOf(h))}</p></li>`);
    results = `<p class="meta" role="status">${hits.length} ${hits.length === 1 ? 'article' : 'articles'} found</p><ul class="articles results">${items.join('')}</ul>`;
  }
  const main =
    `<nav class="crumbs" aria-label="Breadcrumb"><a href="${esc(ctx.home)}">Help Center</a></nav><h1>${heading}</h1>${searchForm(ctx, query, 'page')}${results}` +
    (query ? stillNeedHelp(ctx) : '');
  return layout(ctx, {
    title: query ? `Search: ${query}` : 'Search',
    description: `Search the help articles of ${ctx.organization.name}.`,
    canonical: null,
    main,
    headerSearch: false,
  });
}

const FIELD_LABELS: Record<ContactField, string> = { name: 'Your name', email: 'Your email address', subject: 'Subject', message: 'Your message' };

function contactField(field: ContactField, values: ContactValues, errors: ContactErrors): string {
  const id = `contact-${field}`;
  const error = errors[field];
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = `id="${id}" name="${field}" maxlength="${CONTACT_LIMITS[field]}" required${described}`;
  const control =
    field === 'message'
      ? `<textarea ${common} rows="8">${esc(values.message)}</textarea>`
      : `<input ${common} type="${field === 'email' ? 'email' : 'text'}" value="${esc(values[field])}"${field === 'email' ? ' autocomplete="email"' : field === 'name' ? ' autocomplete="name"' : ''}>`;
  return `<div class="field"><label for="${id}">${FIELD_LABELS[field]}</label>${error ? `<p class="field-error" id="${id}-error">${esc(error)}</p>` : ''}${control}</div>`;
}

export type ContactState =
  | { state: 'form'; values: ContactValues; errors: ContactErrors; notice?: string }
  | { state: 'sent' }
  | { state: 'unavailable' };

/** contact: the "Still need help?" form; the thanks after it was sent; or the note that no message can be taken. */
export function contactPage(ctx: PageContext, page: ContactState): string {
  const crumbs = `<nav class="crumbs" aria-label="Breadcrumb"><a href="${esc(ctx.home)}">Help Center</a></nav>`;
  let main: string;
  if (page.state === 'sent') {
    main = `${crumbs}<h1>Thanks, your message was sent</h1><p class="lead" role="status">The ${esc(ctx.organization.name)} team will answer you by email. <a href="${esc(ctx.home)}">Back to the help center</a>.</p>`;
  } else if (page.state === 'unavailable') {
    main = `${crumbs}<h1>Messages cannot be sent here</h1><p class="lead">This help center does not take messages at the moment. <a href="${esc(ctx.home)}">Back to the help center</a>.</p>`;
  } else {
    const { values, errors, notice } = page;
    const wrong = (Object.keys(FIELD_LABELS) as ContactField[]).filter((f) => errors[f]);
    const summary = wrong.length
      ? `<div class="errors" role="alert"><p>Please correct ${wrong.length === 1 ? 'one field' : `${wrong.length} fields`}:</p><ul>${wrong
          .map((f) => `<li><a href="#contact-${f}">${esc(errors[f]!)}</a></li>`)
          .join('')}</ul></div>`
      : '';
    main =
      `${crumbs}<h1>Contact us</h1><p class="lead">Write to the ${esc(ctx.organization.name)} team: we answer by email.</p>` +
      (notice ? `<div class="errors" role="alert"><p>${esc(notice)}</p></div>` : '') +
      summary +
      `<form class="contact" method="post" action="${esc(ctx.home)}contact" novalidate>` +
      (['name', 'email', 'subject', 'message'] as const).map((f) => contactField(f, values, errors)).join('') +
      `<input type="hidden" name="article" value="${esc(values.article)}">` +
      `<div class="hp" aria-hidden="true"><label for="contact-${HONEYPOT_FIELD}">Leave this field empty</label>` +
      `<input id="contact-${HONEYPOT_FIELD}" type="text" name="${HONEYPOT_FIELD}" tabindex="-1" autocomplete="off"></div>` +
      '<button type="submit">Send message</button></form>';
  }
  return layout(ctx, { title: 'Contact us', description: `Write to the ${ctx.organization.name} team.`, canonical: null, main });
}

export function notFoundPage(ctx: PageContext): string {
  const main =
    '<h1>This page does not exist</h1>' +
    `<p class="lead">The article may have been moved or unpublished. <a href="${esc(ctx.home)}">See all articles</a>.</p>`;
  return layout(ctx, { title: 'Page not found', description: 'This page does not exist.', canonical: null, main });
}

/** A short page that says what went wrong with a reader's form (a 400 or a 429), with the way back. */
export function messagePage(ctx: PageContext, title: string, message: string, back: string, backText = 'Back to the article'): string {
  const main = `<h1>${esc(title)}</h1><p class="lead">${esc(message)} <a href="${esc(back)}">${esc(backText)}</a>.</p>`;
  return layout(ctx, { title, description: message, canonical: null, main });
}

/** A 404 of no organization's site (an unknown help path, a domain not verified): nothing to link to. */
export function bareNotFoundPage(): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex"><title>Not found</title></head><body><h1>Not found</h1>' +
    '<p>There is no help center at this address.</p></body></html>'
  );
}

export function sitemap(ctx: PageContext, categories: SiteCategory[], articles: SiteArticleLink[]): string {
  const urls = [
    `<url><loc>${esc(ctx.canonicalHome)}</loc></url>`,
    ...categories.map((c) => `<url><loc>${esc(categoryHref(ctx, c.slug, ctx.canonicalHome))}</loc></url>`),
    ...articles.map((a) => `<url><loc>${esc(articleHref(ctx, a.slug, ctx.canonicalHome))}</loc><lastmod>${a.updatedAt.toISOString()}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.join('')}</urlset>\n`;
}

export function robots(ctx: PageContext): string {
  return `User-agent: *\nAllow: /\nSitemap: ${ctx.canonicalHome}sitemap.xml\n`;
}
