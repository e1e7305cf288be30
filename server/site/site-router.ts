import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import { readBlob } from '../domain/files/blob-store.ts';
import { imageByAddress } from '../domain/knowledge/images.ts';
import { SITE_CSS, SITE_CSS_VERSION } from './site-css.ts';
import {
  articleBySlug,
  categoryBySlug,
  countView,
  organizationByHost,
  organizationBySlug,
  recordFeedback,
  siteContents,
  type SiteOrganization,
} from './site-data.ts';
import {
  articlePage,
  bareNotFoundPage,
  categoryPage,
  contactPage,
  homePage,
  messagePage,
  notFoundPage,
  robots,
  SEARCH_MAX,
  searchPage,
  sitemap,
  type PageContext,
} from './site-pages.ts';
import { relatedArticles, searchArticles } from './site-search.ts';
import { formFields } from './form-fields.ts';
import { CONTACT_LIMITS, EMPTY_CONTACT, readContactForm, submitContact } from './contact-form.ts';
import type { WindowCounter } from '../domain/rate-limits/window-counter.ts';
import { clientAddress } from '../http/client-address.ts';

// The public help site: server-rendered pages of published articles, at /help/<organization slug>/ on the
// server's own address, and at / of the organization's own domain once it is verified. On such a domain nothing
// else of the server answers (no API, no dashboard): every path is the site's, or its 404. The pages set no
// cookie, run no script (their CSP allows none), and may be cached briefly by anyone (ETag, a minute).

export const SITE_CSP = [
  "default-src 'none'",
  "style-src 'self'",
  "img-src 'self' https: http:",
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

// A browser asks again each time (a 304 when nothing changed), so a renamed or unpublished article is seen at once;
// a shared cache (a CDN in front) may keep a page a minute.
const PAGE_CACHE = 'public, max-age=0, s-maxage=60';
const ASSET_CACHE = 'public, max-age=31536000, immutable';

export interface SiteOptions {
  db: Db;
  /** PUBLIC_URL without a trailing slash; absent: the origin each request came to. */
  publicUrl?: string | undefined;
  /** Per client address and organization, shared by the server processes: votes ("Was this helpful?"), searches, messages. */
  limits: { feedback: WindowCounter; search: WindowCounter; contact: WindowCounter };
  now: () => Date;
  logger?: Logger | undefined;
  /** Take the client's address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy: boolean;
}

/** A form sent in a charset no decoder knows (browsers send these pages' forms as UTF-8). */
const UNREADABLE_CHARSET = 'The form arrived in a character encoding the help center cannot read; it reads UTF-8.';
/** What a vote's form may send: a few bytes, with its length said (browsers always say it). */
const FORM_MAX_BYTES = 4096;
/** What the contact form may send: its longest fields, each character percent-encoded as up to 9 bytes. */
const CONTACT_MAX_BYTES = 128 * 1024;

function respond(c: Context, status: 200 | 404, body: string, type: string, cache = PAGE_CACHE): Response {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag, 'Content-Security-Policy': SITE_CSP };
  if (status === 200 && c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(c.req.method === 'HEAD' ? null : body, { status, headers });
}

const html = (c: Context, status: 200 | 404, body: string) => respond(c, status, body, 'text/html; charset=utf-8');

/** A page answering a reader's form that went wrong: never cached. */
const formError = (status: 400 | 403 | 413 | 415 | 429, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': SITE_CSP, ...headers } });

/** POST articles/<slug>/feedback: one vote, then back to the article, which thanks the reader (303). */
async function takeFeedback(c: Context, opts: SiteOptions, ctx: PageContext, slug: string): Promise<Response> {
  const back = `${ctx.home}articles/${slug}`;
  const length = Number(c.req.header('content-length') ?? Number.NaN);
  if (!(length <= FORM_MAX_BYTES)) return formError(413, messagePage(ctx, 'Too much was sent', 'A vote is a few bytes; this request was larger.', back));
  const decision = await opts.limits.feedback.take(`kb-feedback:${ctx.organization.id}:${clientAddress(c, opts.trustProxy)}`);
  if (!decision.allowed) {
    const message = `Too many votes from your address: try again in ${decision.resetSeconds} seconds.`;
    return formError(429, messagePage(ctx, 'Please wait a moment', message, back), { 'Retry-After': String(decision.resetSeconds) });
  }
  const fields = await formFields(c);
  if (!fields) return formError(415, messagePage(ctx, 'Nothing was recorded', UNREADABLE_CHARSET, back));
  const vote = fields.get('helpful');
  if (vote !== 'yes' && vote !== 'no') return formError(400, messagePage(ctx, 'Nothing was recorded', 'Choose Yes or No to say whether the article helped.', back));
  if (!(await recordFeedback(opts.db, ctx.organization.id, slug, vote === 'yes'))) return html(c, 404, notFoundPage(ctx));
  return c.redirect(`${back}?feedback=thanks`, 303);
}

/** GET contact: the form (or the thanks after it was sent, or why there is none). */
function contactForm(c: Context, ctx: PageContext): Response {
  if (ctx.organization.contactChannelId === null) return html(c, 200, contactPage(ctx, { state: 'unavailable' }));
  if (c.req.query('sent') === '1') return html(c, 200, contactPage(ctx, { state: 'sent' }));
  const article = (c.req.query('article') ?? '').slice(0, 200);
  return html(c, 200, contactPage(ctx, { state: 'form', values: { ...EMPTY_CONTACT, article }, errors: {} }));
}

/**
 * POST contact: a conversation from the visitor, then 303 to the thanks. A form with mistakes comes back with
 * what was written and what to correct (400); past the per-address limit it comes back too (429), never lost.
 */
async function takeContact(c: Context, opts: SiteOptions, ctx: PageContext): Promise<Response> {
  const length = Number(c.req.header('content-length') ?? Number.NaN);
  if (!(length <= CONTACT_MAX_BYTES)) {
    const message = `A message may be at most ${CONTACT_LIMITS.message.toLocaleString('en')} characters; this one was larger.`;
    return formError(413, messagePage(ctx, 'Your message is too long', message, `${ctx.home}contact`, 'Back to the form'));
  }
  const fields = await formFields(c);
  if (!fields) {
    const notice = `${UNREADABLE_CHARSET} Please write your message again.`;
    return formError(415, contactPage(ctx, { state: 'form', values: EMPTY_CONTACT, errors: {}, notice }));
  }
  const { values, errors, bot } = readContactForm(fields);
  const sent = () => c.redirect(`${ctx.home}contact?sent=1`, 303);
  // A bot that filled the hidden field is told what a person would be, and nothing is stored.
  if (bot) {
    opts.logger?.info({ organizationId: ctx.organization.id }, 'help site contact form: hidden field filled, message dropped');
    return sent();
  }
  if (Object.keys(errors).length > 0) return formError(400, contactPage(ctx, { state: 'form', values, errors }));
  const decision = await opts.limits.contact.take(`kb-contact:${ctx.organization.id}:${clientAddress(c, opts.trustProxy)}`);
  if (!decision.allowed) {
    const minutes = Math.max(1, Math.ceil(decision.resetSeconds / 60));
    const notice = `Too many messages from your address: please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Your message is still below.`;
    return formError(429, contactPage(ctx, { state: 'form', values, errors: {}, notice }), { 'Retry-After': String(decision.resetSeconds) });
  }
  const outcome = await submitContact(opts.db, ctx.organization.id, values, ctx.home, opts.now());
  if (outcome === 'refused') {
    const notice = 'Messages from this email address are not accepted here. If this is a mistake, write from another address.';
    return formError(403, contactPage(ctx, { state: 'form', values, errors: {}, notice }));
  }
  if (outcome === 'unavailable') return html(c, 200, contactPage(ctx, { state: 'unavailable' }));
  return sent();
}

/** images/<key>.<ext>: an article's image, its type as sniffed at upload, cached for a year (its address never changes). */
async function serveImage(c: Context, opts: SiteOptions, ctx: PageContext, file: string): Promise<Response> {
  const image = await imageByAddress(opts.db, ctx.organization.id, file);
  if (!image) return html(c, 404, notFoundPage(ctx));
  const headers = {
    'Content-Type': image.contentType,
    'Cache-Control': ASSET_CACHE,
    ETag: `"${image.key}"`,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': SITE_CSP,
  };
  if (c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === `"${image.key}"`)) return new Response(null, { status: 304, headers });
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(await readBlob(opts.db, image.blobId)), { status: 200, headers });
}

/** search?q=...: the results page (a 429 page past the per-address limit). */
async function search(c: Context, opts: SiteOptions, ctx: PageContext): Promise<Response> {
  const query = (c.req.query('q') ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX);
  if (!query) return html(c, 200, searchPage(ctx, '', []));
  const decision = await opts.limits.search.take(`kb-search:${ctx.organization.id}:${clientAddress(c, opts.trustProxy)}`);
  if (!decision.allowed) {
    const message = `Too many searches from your address: try again in ${decision.resetSeconds} seconds.`;
    return formError(429, messagePage(ctx, 'Please wait a moment', message, ctx.home, 'Back to the help center'), { 'Retry-After': String(decision.resetSeconds) });
  }
  return html(c, 200, searchPage(ctx, query, await searchArticles(opts.db, ctx.organization.id, query)));
}

/** Answers `rest` (the path under the site's home, without its leading slash) of `organization`'s site. */
async function serveSite(c: Context, opts: SiteOptions, organization: SiteOrganization, home: string, rest: string): Promise<Response> {
  const { db } = opts;
  // The main address: the verified domain when there is one, with the scheme this server is reached with.
  const scheme = home.startsWith('https:') ? 'https' : 'http';
  const canonicalHome = organization.verifiedDomain ? `${scheme}://${organization.verifiedDomain}/` : home;
  const ctx: PageContext = { organization, home, canonicalHome, stylesheet: `${home}site.css?v=${SITE_CSS_VERSION}` };
  const segments = rest.split('/');
  if (rest === 'contact') {
    if (c.req.method === 'POST') return takeContact(c, opts, ctx);
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return contactForm(c, ctx);
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD, POST', 'Content-Security-Policy': SITE_CSP } });
  }
  const feedback = segments.length === 3 && segments[0] === 'articles' && segments[1] && segments[2] === 'feedback';
  if (feedback && c.req.method === 'POST') return takeFeedback(c, opts, ctx, segments[1]!);
  if (feedback || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) {
    return new Response(null, { status: 405, headers: { Allow: feedback ? 'POST' : 'GET, HEAD', 'Content-Security-Policy': SITE_CSP } });
  }
  if (rest === '') {
    const { categories, articles } = await siteContents(db, organization.id);
    return html(c, 200, homePage(ctx, categories, articles));
  }
  if (rest === 'search') return search(c, opts, ctx);
  if (rest === 'site.css') return respond(c, 200, SITE_CSS, 'text/css; charset=utf-8', ASSET_CACHE);
  if (rest === 'robots.txt') return respond(c, 200, robots(ctx), 'text/plain; charset=utf-8');
  if (rest === 'sitemap.xml') {
    const { categories, articles } = await siteContents(db, organization.id);
    return respond(c, 200, sitemap(ctx, categories, articles), 'application/xml; charset=utf-8');
  }
  if (segments.length === 2 && segments[1] && segments[0] === 'images') return serveImage(c, opts, ctx, segments[1]);
  if (segments.length === 2 && segments[1] && segments[0] === 'articles') {
    const found = await articleBySlug(db, organization.id, segments[1]);
    if (found && 'movedTo' in found) return c.redirect(`${home}articles/${found.movedTo}`, 301);
    if (found) {
      // Counted beside the page, not before it: a reader does not wait for a statistic (a lost one is a lost count).
      if (c.req.method === 'GET') {
        countView(db, organization.id, found.found.id).catch((err: unknown) => opts.logger?.warn({ err }, 'help site: a view was not counted'));
      }
      const voted = c.req.query('feedback') === 'thanks';
      return html(c, 200, articlePage(ctx, found.found, await relatedArticles(db, organization.id, found.found), voted));
    }
  }
  if (segments.length === 2 && segments[1] && segments[0] === 'category') {
    const found = await categoryBySlug(db, organization.id, segments[1]);
    if (found && 'movedTo' in found) return c.redirect(`${home}category/${found.movedTo}`, 301);
    if (found) return html(c, 200, categoryPage(ctx, found.found.category, found.found.articles));
  }
  return html(c, 404, notFoundPage(ctx));
}

/** A path as the site reads it: each segment decoded; a segment that cannot be is kept as sent (no page has it). */
function decodedPath(path: string): string {
  return path
    .split('/')
    .map((segment) => {
      try {
        const decoded = decodeURIComponent(segment);
        // A NUL names no page, and PostgreSQL cannot compare text holding one (the router may have decoded it
        // already): it stays written as sent, and the page is not found.
        return decoded.replaceAll('\u0000', '%00');
      } catch {
        return segment.replaceAll('\u0000', '%00');
      }
    })
    .join('/');
}

/** The site at /help/<organization slug>/ (mounted at /help). */
export function siteByPath(opts: SiteOptions): Hono {
  const app = new Hono();
  app.all('*', async (c) => {
    const [slug, ...rest] = decodedPath(c.req.path.replace(/^\/help\/?/, '')).split('/');
    const organization = slug ? await organizationBySlug(opts.db, slug) : undefined;
    if (!organization) return html(c, 404, bareNotFoundPage());
    const base = (opts.publicUrl ?? new URL(c.req.url).origin).replace(/\/+$/, '');
    const home = `${base}/help/${organization.slug}/`;
    // /help/acme: the home, with its slash, so that its relative links resolve.
    if (rest.length === 0) return c.redirect(home, 301);
    return serveSite(c, opts, organization, home, rest.join('/'));
  });
  return app;
}

/** The host names that are this server's own: never an organization's site. */
function isOwnHost(host: string, publicUrl: string | undefined): boolean {
  if (publicUrl && new URL(publicUrl).hostname.toLowerCase() === host) return true;
  // localhost, an IP address, a name without a dot (a container's name): not a domain anyone verified.
  return host === 'localhost' || host.endsWith('.localhost') || !host.includes('.') || /^[0-9.]+$/.test(host) || host.startsWith('[');
}

/** The Host of the request, lower case, without its port. */
function hostOf(c: Context): string {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.replace(/:\d*$/, '').replace(/\.$/, '');
}

/**
 * Before everything else: a request to an organization's verified domain is its site's, whatever the path; to a
 * domain an organization set but has not verified, a 404. Any other host goes on to the API and the dashboard.
 */
export function siteByHost(opts: SiteOptions): MiddlewareHandler {
  return async (c, next) => {
    const host = hostOf(c);
    if (isOwnHost(host, opts.publicUrl)) return next();
    const match = await organizationByHost(opts.db, host);
    if (match.state === 'none') return next();
    if (match.state === 'not verified') return html(c, 404, bareNotFoundPage());
    const scheme = new URL(c.req.url).protocol === 'https:' || opts.publicUrl?.startsWith('https:') ? 'https' : 'http';
    return serveSite(c, opts, match.organization, `${scheme}://${host}/`, decodedPath(c.req.path.replace(/^\//, '')));
  };
}
