import { createHash } from 'node:crypto';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { Db } from '../db/client.ts';
import { SITE_CSS, SITE_CSS_VERSION } from './site-css.ts';
import {
  articleBySlug,
  categoryBySlug,
  countView,
  organizationByHost,
  organizationBySlug,
  relatedArticles,
  siteContents,
  type SiteOrganization,
} from './site-data.ts';
import { articlePage, bareNotFoundPage, categoryPage, homePage, notFoundPage, robots, sitemap, type PageContext } from './site-pages.ts';

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
}

function respond(c: Context, status: 200 | 404, body: string, type: string, cache = PAGE_CACHE): Response {
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cache, ETag: etag, 'Content-Security-Policy': SITE_CSP };
  if (status === 200 && c.req.header('if-none-match')?.split(',').some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(c.req.method === 'HEAD' ? null : body, { status, headers });
}

const html = (c: Context, status: 200 | 404, body: string) => respond(c, status, body, 'text/html; charset=utf-8');

/** Answers `rest` (the path under the site's home, without its leading slash) of `organization`'s site. */
async function serveSite(c: Context, db: Db, organization: SiteOrganization, home: string, rest: string): Promise<Response> {
  const ctx: PageContext = { organization, home, stylesheet: `${home}site.css?v=${SITE_CSS_VERSION}` };
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD', 'Content-Security-Policy': SITE_CSP } });
  }
  const segments = rest.split('/');
  if (rest === '') {
    const { categories, articles } = await siteContents(db, organization.id);
    return html(c, 200, homePage(ctx, categories, articles));
  }
  if (rest === 'site.css') return respond(c, 200, SITE_CSS, 'text/css; charset=utf-8', ASSET_CACHE);
  if (rest === 'robots.txt') return respond(c, 200, robots(ctx), 'text/plain; charset=utf-8');
  if (rest === 'sitemap.xml') {
    const { categories, articles } = await siteContents(db, organization.id);
    return respond(c, 200, sitemap(ctx, categories, articles), 'application/xml; charset=utf-8');
  }
  if (segments.length === 2 && segments[1] && segments[0] === 'articles') {
    const found = await articleBySlug(db, organization.id, segments[1]);
    if (found && 'movedTo' in found) return c.redirect(`${home}articles/${found.movedTo}`, 301);
    if (found) {
      if (c.req.method === 'GET') await countView(db, organization.id, found.found.id);
      return html(c, 200, articlePage(ctx, found.found, await relatedArticles(db, organization.id, found.found)));
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
        return decodeURIComponent(segment);
      } catch {
        return segment;
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
    return serveSite(c, opts.db, organization, home, rest.join('/'));
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
    return serveSite(c, opts.db, match.organization, `${scheme}://${host}/`, decodedPath(c.req.path.replace(/^\//, '')));
  };
}
