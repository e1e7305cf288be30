// The help site stage of `npm run bench`: the budgets of issue 22, "an article page answers in under 20 ms median
// with 1,000 articles on PGlite and weighs under 30 KB of HTML and CSS" (30 KB taken as 30,000 bytes, uncompressed).
//
// A fresh database (PGlite in a temp folder, or a new database on the PostgreSQL server of BENCH_DATABASE_URL,
// dropped afterwards) with one organization, whose BENCH_SITE_ARTICLES published articles (10 categories, bodies of
// 1-3 KB of HTML drawn deterministically from mulberry32) are written through the API as an integration would
// (POST /api/knowledge/categories, POST /api/knowledge/articles), after which every AI source job they queued is
// run, as the worker would, until none is due: related articles and the search read those sources.
//
// The app runs in-process (createApp, `app.request()`), not as a server process: it is the same handler chain the
// server runs for /help (request logger, security headers, compression, the site router, its queries and its HTML),
// minus the socket and HTTP parsing, which are the same for any page and not what the budget is about; it also lets
// this script time the parts of a page (the article's query, the view count, related articles, the HTML) against
// the same database. The request logger is silent here (the server logs each request at info level).
//
// Measured, one request at a time: BENCH_SITE_REQUESTS article pages (300) chosen at random among the articles,
// after BENCH_SITE_WARMUP (20), asked as a browser asks (Accept-Encoding: gzip, deflate, br), each timed from the
// request to the last byte of its body read; median, p95, p99. The weight of a typical article page (the median
// body size): its HTML and site.css, uncompressed (and compressed, for information), and the largest page of the
// sample. Without a budget: the search page (BENCH_SITE_SEARCHES of paraphrased questions, 50; the site allows 60
// searches a minute per address) and the home page (every article listed). Then where an article page's time goes.
// The median's budget is judged on PGlite only; the weight's everywhere. Writes its section into BENCHMARKS.md. A
// missed budget is reported there and here, and the run still exits 0 so the rest of `npm run bench` goes on; it
// exits 1 only when it cannot measure.
//
//   npx tsx scripts/bench-site.ts                      1,000 articles on PGlite
//   BENCH_SITE_ARTICLES=200 BENCH_SITE_REQUESTS=100 npx tsx scripts/bench-site.ts      a quick run
//   BENCH_DATABASE_URL=postgres://postgres:postgres@127.0.0.1:5432/postgres npx tsx scripts/bench-site.ts
//   BENCH_SITE_ARTICLES (1000), BENCH_SITE_REQUESTS (300), BENCH_SITE_WARMUP (20), BENCH_SITE_SEARCHES (50),
//   BENCH_SEED (42), BENCH_PROFILE=DIR (after the figures, a V8 CPU profile of as many article pages again, written
//   there as site-article-pages.cpuprofile, to open in Chrome's DevTools)

import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import type { Article, KnowledgeCategory } from '#contract/knowledge-articles';
import { createApp, SITE_SEARCHES_PER_MINUTE } from '../server/app.ts';
import type { Database, Db } from '../server/db/client.ts';
import { queryRows } from '../server/db/query-rows.ts';
import { organizations } from '../server/db/schema.ts';
import { createOrganization } from '../server/domain/organizations.ts';
import { ragSourceHandler } from '../server/domain/rag/process-source.ts';
import { nearestSources } from '../server/domain/rag/search/meaning-retriever.ts';
import { RAG_SOURCE_JOB } from '../server/domain/rag/source-job.ts';
import { mulberry32, pick, randomInt, type Random } from '../server/domain/seed/random.ts';
import { runDueJobs } from '../server/jobs/worker.ts';
import { articleBySlug, countView, organizationBySlug } from '../server/site/site-data.ts';
import { articlePage, type PageContext } from '../server/site/site-pages.ts';
import { RELATED_CACHE, relatedArticles } from '../server/site/site-search.ts';
import { SITE_CSS_VERSION } from '../server/site/site-css.ts';
import { loggedDb, openBenchDatabase, type LoggedQuery } from './bench-database.ts';
import { writeBenchmarks } from './load/report.ts';
import { intEnv } from './load/env.ts';
import { currentCommit } from './load/commit.ts';

const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
const profileDir = process.env.BENCH_PROFILE ? path.resolve(process.env.BENCH_PROFILE) : undefined;
const config = {
  articles: intEnv('BENCH_SITE_ARTICLES', 1_000),
  requests: intEnv('BENCH_SITE_REQUESTS', 300),
  warmup: intEnv('BENCH_SITE_WARMUP', 20),
  searches: intEnv('BENCH_SITE_SEARCHES', 50),
  seed: intEnv('BENCH_SEED', 42),
};
/** Issue 22: an article page's median on PGlite, and its HTML and CSS. */
const BUDGET_MS = 20;
const BUDGET_BYTES = 30_000;
const PUBLIC_URL = 'https://inbox.example.com';
/** A browser's request for a page. */
const BROWSER = { Accept: 'text/html,application/xhtml+xml', 'Accept-Encoding': 'gzip, deflate, br' };
const SEARCH_WARMUP = 2;
const HOME_REQUESTS = 20;
/** Articles whose page is taken apart (each part timed on its own) to tell where the time goes. */
const BREAKDOWN_ARTICLES = 60;

function log(line: string): void {
  console.log(`${new Date().toISOString().slice(11, 19)} site: ${line}`);
}


const count = (n: number) => n.toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const ms = (v: number) => v.toFixed(1);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
const median = (samples: number[]) => percentile(samples, 0.5);

/* ---------- the articles ---------- */

interface Topic {
  name: string;
  description: string;
  subjects: string[];
  actions: string[];
  problems: string[];
  menu: string;
}

// What a help center of an online store with a support team holds: ten categories, each its own words.
const TOPICS: Topic[] = [
  {
    name: 'Account and sign-in',
    description: 'Passwords, two-factor authentication and your profile.',
    subjects: ['password', 'two-factor authentication', 'email address', 'profile photo', 'display name', 'recovery codes', 'single sign-on', 'login session', 'username', 'security key'],
    actions: ['reset', 'change', 'turn on', 'turn off', 'update', 'recover', 'verify', 'remove'],
    problems: ['is not accepted', 'keeps expiring', 'was locked', 'shows an error', 'is missing'],
    menu: 'Account',
  },
  {
    name: 'Billing and payments',
    description: 'Plans, invoices, cards and refunds.',
    subjects: ['invoice', 'credit card', 'annual plan', 'monthly subscription', 'VAT number', 'payment receipt', 'billing address', 'promo code', 'refund', 'free trial'],
    actions: ['download', 'update', 'cancel', 'upgrade', 'apply', 'request', 'pay', 'change'],
    problems: ['was charged twice', 'was declined', 'shows the wrong amount', 'did not arrive', 'is overdue'],
    menu: 'Billing',
  },
  {
    name: 'Orders and shipping',
    description: 'Tracking, delivery options and changes to an order.',
    subjects: ['order', 'tracking number', 'delivery address', 'shipping method', 'gift wrapping', 'international shipment', 'parcel', 'pickup point', 'delivery date', 'express delivery'],
    actions: ['track', 'change', 'cancel', 'split', 'schedule', 'reroute', 'combine', 'confirm'],
    problems: ['is late', 'was marked delivered but never came', 'is stuck in customs', 'went to the wrong address', 'is not updating'],
    menu: 'Orders',
  },
  {
    name: 'Returns and exchanges',
    description: 'Sending something back, swapping sizes and warranty claims.',
    subjects: ['return label', 'exchange', 'damaged item', 'wrong size', 'store credit', 'return window', 'restocking fee', 'faulty product', 'warranty claim', 'gift return'],
    actions: ['start', 'print', 'ship', 'check', 'extend', 'claim', 'request', 'track'],
    problems: ['was refused', 'has not been refunded', 'arrived broken', 'is past the deadline', 'is missing parts'],
    menu: 'Returns',
  },
  {
    name: 'Integrations',
    description: 'Connecting the inbox to the other tools your team uses.',
    subjects: ['Slack integration', 'Zapier connection', 'webhook', 'API key', 'Shopify store', 'Google Calendar sync', 'CSV import', 'Salesforce connector', 'email forwarding', 'OAuth app'],
    actions: ['connect', 'disconnect', 'configure', 'test', 'rotate', 'reauthorize', 'debug', 'set up'],
    problems: ['stopped syncing', 'returns 401 errors', 'creates duplicates', 'times out', 'drops some events'],
    menu: 'Integrations',
  },
  {
    name: 'Notifications',
    description: 'Email, push and SMS alerts, and how to quiet them.',
    subjects: ['email notifications', 'push notifications', 'daily digest', 'SMS alerts', 'mention alerts', 'quiet hours', 'notification sound', 'weekly summary', 'desktop notifications', 'reminders'],
    actions: ['mute', 'turn on', 'schedule', 'customize', 'stop', 'snooze', 'route', 'filter'],
    problems: ['arrive too often', 'never arrive', 'come late', 'go to spam', 'show for the wrong team'],
    menu: 'Notifications',
  },
  {
    name: 'Team and permissions',
    description: 'Inviting people, roles and who can see what.',
    subjects: ['team member', 'admin role', 'guest access', 'shared inbox', 'seat', 'invitation', 'workspace owner', 'custom role', 'department', 'user group'],
    actions: ['invite', 'remove', 'transfer', 'assign', 'limit', 'rename', 'audit', 'deactivate'],
    problems: ['cannot see conversations', 'expired', 'has too many rights', 'was removed by mistake', 'is not listed'],
    menu: 'Team',
  },
  {
    name: 'Reports and analytics',
    description: 'Dashboards, exports and the numbers behind your support.',
    subjects: ['response time report', 'CSAT score', 'dashboard widget', 'CSV export', 'scheduled report', 'ticket volume chart', 'agent leaderboard', 'SLA report', 'custom metric', 'date range'],
    actions: ['export', 'filter', 'schedule', 'share', 'build', 'compare', 'read', 'reset'],
    problems: ['shows no data', 'does not match the inbox', 'is empty for last month', 'loads slowly', 'counts closed tickets twice'],
    menu: 'Reports',
  },
  {
    name: 'Mobile app',
    description: 'The iPhone, iPad and Android apps.',
    subjects: ['iOS app', 'Android app', 'offline mode', 'app update', 'Face ID login', 'camera upload', 'dark mode', 'home screen widget', 'app cache', 'tablet layout'],
    actions: ['install', 'update', 'sync', 'turn on', 'clear', 'reinstall', 'sign out of', 'troubleshoot'],
    problems: ['crashes on start', 'does not sync', 'drains the battery', 'shows a blank screen', 'logs me out'],
    menu: 'Mobile',
  },
  {
    name: 'Security and privacy',
    description: 'Your data, who accessed it, and how to protect it.',
    subjects: ['data export', 'account deletion', 'audit log', 'IP allowlist', 'GDPR request', 'session timeout', 'encryption key', 'privacy settings', 'cookie consent', 'suspicious sign-in'],
    actions: ['request', 'review', 'configure', 'enable', 'report', 'download', 'revoke', 'limit'],
    problems: ['was flagged', 'is taking too long', 'blocks my office', 'shows unknown devices', 'was not confirmed'],
    menu: 'Security',
  },
];

const CONTEXTS = ['on the web', 'on iOS', 'on Android', 'for a team account', 'as an admin', 'on the free plan', 'after moving from another tool', 'for several stores'];
const AUDIENCES = ['new customers', 'admins', 'team leads', 'store owners', 'agents', 'accountants'];

// Questions as a reader types them into the search box: worded unlike the titles.
const SEARCH_QUESTIONS = [
  'I forgot my password and cannot get into my account',
  'how do I get my money back for the yearly plan',
  'my package still has not shown up',
  'send back an item that arrived broken',
  'hook up slack so the team sees new tickets',
  'too many emails, how do I make them stop',
  'let a coworker see our conversations',
  'download the numbers as a spreadsheet',
  'the phone app keeps closing when I open it',
  'erase everything you store about me',
];

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const slugText = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function titleOf(random: Random, topic: Topic): string {
  const s = pick(random, topic.subjects);
  const a = pick(random, topic.actions);
  switch (randomInt(random, 0, 6)) {
    case 0:
      return `How do I ${a} my ${s}?`;
    case 1:
      return `How to ${a} the ${s} ${pick(random, CONTEXTS)}`;
    case 2:
      return `${cap(a)} a ${s} ${pick(random, CONTEXTS)}`;
    case 3:
      return `Why can't I ${a} the ${s} ${pick(random, CONTEXTS)}?`;
    case 4:
      return `${cap(s)} ${pick(random, topic.problems)}: what to do`;
    case 5:
      return `${cap(s)} ${pick(random, topic.problems)} ${pick(random, CONTEXTS)}`;
    default:
      return `${cap(s)}: a guide for ${pick(random, AUDIENCES)} (${pick(random, topic.actions)})`;
  }
}

type Step = (topic: Topic, subject: string, action: string, n: number) => string;
const STEP_TEMPLATES: Step[] = [
  (t) => `Open <strong>Settings</strong> and choose <em>${t.menu}</em>.`,
  (_t, s) => `Find the ${s} in the list and select it.`,
  (_t, _s, a) => `Click <strong>${cap(a)}</strong>, then confirm in the dialog that opens.`,
  (_t, _s, _a, n) => `Wait for the confirmation email; it can take up to ${n} minutes to arrive.`,
  (_t, s) => `Check that the ${s} shows the new state at the top of the page.`,
  (t) => `If the option is greyed out, ask a workspace owner to give you the <em>${t.menu} manager</em> permission.`,
  () => 'Sign out and sign in again so every open tab picks up the change.',
  (_t, s) => `On the mobile app, pull down on the ${s} screen to refresh it.`,
  (_t, _s, _a, n) => `Enter the ${n}-digit code we sent you and press <kbd>Enter</kbd>.`,
];

type Intro = (subject: string, action: string, context: string, n: number) => string;
const INTROS: Intro[] = [
  (s, a, ctx, n) => `This article explains how to ${a} the ${s} ${ctx}. It takes about ${n} minutes, and you need to be signed in with an account that can change settings.`,
  (s, a, ctx) => `Customers often ask us how to ${a} the ${s}. The steps are the same for most accounts; the differences ${ctx} are described at the end.`,
  (s, a, ctx, n) => `You can ${a} the ${s} yourself at any time ${ctx}. Changes apply within ${n} minutes and are recorded in the audit log.`,
];

type Trouble = (subject: string, problem: string, n: number) => string;
const TROUBLES: Trouble[] = [
  (s, p) => `If the ${s} ${p}, clear your browser's cache and try again in a private window. Browser extensions that block scripts or cookies are a frequent cause.`,
  (s, p) => `When the ${s} ${p}, the most common reason is a setting inherited from your workspace. An admin can check it under <strong>Settings → Policies</strong>.`,
  (s, p, n) => `Our team sees cases where the ${s} ${p} after a recent change to the account. Wait ${n} minutes, then reload the page before you try again.`,
];

function bodyOf(random: Random, topic: Topic, title: string): string {
  const s = pick(random, topic.subjects);
  const a = pick(random, topic.actions);
  const ctx = pick(random, CONTEXTS);
  const n = () => randomInt(random, 2, 30);
  const parts: string[] = [`<p>${pick(random, INTROS)(s, a, ctx, n())}</p>`];
  if (random() < 0.7) {
    parts.push(
      '<h2>Before you start</h2>',
      `<p>Make sure you know which ${s} you mean if your account has several, and that nobody else on your team is changing it at the same time. ` +
        `Changes to ${pick(random, topic.subjects)} settings are not affected, and nothing you do here is visible to your customers until you save.</p>`,
    );
  }
  const steps = Array.from({ length: randomInt(random, 3, 8) }, () => `<li>${pick(random, STEP_TEMPLATES)(topic, s, a, n())}</li>`);
  const ordered = random() < 0.7;
  parts.push('<h2>Steps</h2>', ordered ? `<ol>${steps.join('')}</ol>` : `<ul>${steps.join('')}</ul>`);
  if (random() < 0.4) {
    const path = `${slugText(topic.menu)}/${slugText(s)}`;
    parts.push(
      '<p>If you automate this, the same change is one request to the API:</p>',
      `<pre><code>curl -X POST https://api.example.com/v2/${path}/${slugText(a)} \\\n  -H "Authorization: Bearer $API_TOKEN" \\\n  -d '{"notify": ${random() < 0.5}}'</code></pre>`,
    );
  } else {
    parts.push(`<p>The setting is stored as <code>${slugText(topic.menu)}.${slugText(s).replace(/-/g, '_')}</code> in exports of your workspace.</p>`);
  }
  const troubles = randomInt(random, 1, 3);
  parts.push('<h2>Troubleshooting</h2>');
  for (let i = 0; i < troubles; i++) parts.push(`<p>${pick(random, TROUBLES)(s, pick(random, topic.problems), n())}</p>`);
  if (random() < 0.5) {
    parts.push(
      '<h2>Good to know</h2>',
      `<p>Only people with the <em>${topic.menu} manager</em> permission can ${a} the ${s}; everyone else sees it read-only. ` +
        `The change is kept for ${n()} days in the history of your workspace, so an admin can see who made it and undo it if needed.</p>`,
    );
  }
  if (random() < 0.5) {
    const tips = Array.from({ length: randomInt(random, 2, 4) }, () => `<li>${cap(pick(random, topic.actions))} the ${pick(random, topic.subjects)} first, if it is connected.</li>`);
    parts.push(`<ul>${tips.join('')}</ul>`);
  }
  parts.push(
    `<p>Still stuck with “${title.replace(/[<>&]/g, '')}”? Check <a href="https://status.example.com">the status page</a> for incidents, ` +
      `or read <a href="https://docs.example.com/${slugText(topic.menu)}/${slugText(s)}">the full ${s} guide</a>.</p>`,
  );
  return parts.join('');
}

interface BenchArticle {
  slug: string;
  title: string;
  bodyBytes: number;
}

type App = ReturnType<typeof createApp>;

async function api<T>(app: App, key: string, path: string, json: unknown): Promise<T> {
  const res = await app.request(`/api${path}`, { method: 'POST', headers: { 'X-Api-Key': key, 'Content-Type': 'application/json' }, body: JSON.stringify(json) });
  const body = (await res.json()) as T & { error?: string };
  if (res.status !== 201) throw new Error(`POST ${path}: ${res.status} ${body.error ?? ''}`);
  return body;
}

/** The categories and the published articles, through the API; then every AI source job they queued. */
async function seed(app: App, db: Db, key: string): Promise<BenchArticle[]> {
  const random = mulberry32(config.seed);
  const categories: KnowledgeCategory[] = [];
  for (const topic of TOPICS) categories.push(await api<KnowledgeCategory>(app, key, '/knowledge/categories', { name: topic.name, description: topic.description }));
  const titles = new Set<string>();
  const articles: BenchArticle[] = [];
  let started = performance.now();
  for (let i = 0; i < config.articles; i++) {
    const t = i % TOPICS.length;
    const topic = TOPICS[t]!;
    let title = titleOf(random, topic);
    for (let tries = 0; titles.has(title.toLowerCase()); tries++) title = tries < 50 ? titleOf(random, topic) : `${titleOf(random, topic)} (${i})`;
    titles.add(title.toLowerCase());
    const created = await api<Article>(app, key, '/knowledge/articles', { title, body: bodyOf(random, topic, title), category_id: categories[t]!.id, status: 'published' });
    articles.push({ slug: created.slug, title: created.title, bodyBytes: Buffer.byteLength(created.body) });
    if ((i + 1) % 250 === 0) log(`${count(i + 1)} articles written`);
  }
  log(
    `${count(articles.length)} published articles in ${TOPICS.length} categories written through the API in ${((performance.now() - started) / 1000).toFixed(1)} s; ` +
      `bodies ${bodySizes(articles)}`,
  );

  started = performance.now();
  const handlers = { [RAG_SOURCE_JOB]: ragSourceHandler(db) };
  let jobs = 0;
  for (;;) {
    const ran = await runDueJobs(db, handlers, { now: new Date(), workerId: 'bench-site', limit: 50 });
    if (ran === 0) break;
    jobs += ran;
  }
  const [sources] = await queryRows<{ ready: number | string; passages: number | string }>(
    db,
    sql`select count(*) filter (where status = 'ready') as ready, (select count(*) from rag_passages) as passages from rag_sources where type = 'article'`,
  );
  const ready = Number(sources?.ready ?? 0);
  log(`${count(jobs)} AI source jobs run in ${((performance.now() - started) / 1000).toFixed(1)} s: ${count(ready)} article sources ready, ${count(Number(sources?.passages ?? 0))} passages`);
  if (ready !== articles.length) throw new Error(`${ready} article sources are ready, not ${articles.length}: the related articles would not be measured as they are`);
  await db.execute(sql`analyze`);
  return articles;
}

/* ---------- measuring ---------- */

interface Answer {
  ms: number;
  status: number;
  /** The body as sent (compressed when the client accepts it), and as the browser reads it. */
  sentBytes: number;
  html: string;
}

async function get(app: App, url: string, headers: Record<string, string> = BROWSER): Promise<Answer> {
  const t0 = performance.now();
  const res = await app.request(url, { headers });
  const bytes = Buffer.from(await res.arrayBuffer());
  const elapsed = performance.now() - t0;
  const encoding = res.headers.get('Content-Encoding');
  const plain = encoding === 'br' ? zlib.brotliDecompressSync(bytes) : encoding === 'gzip' ? zlib.gunzipSync(bytes) : bytes;
  return { ms: elapsed, status: res.status, sentBytes: bytes.length, html: plain.toString('utf8') };
}

async function expectOk(app: App, url: string, headers?: Record<string, string>): Promise<Answer> {
  const answer = await get(app, url, headers);
  if (answer.status !== 200) throw new Error(`GET ${url}: ${answer.status} ${answer.html.slice(0, 200)}`);
  return answer;
}

interface Figures {
  pages: { median: number; p95: number; p99: number; max: number; n: number };
  weight: { slug: string; bodyBytes: number; html: number; htmlSent: number; css: number; total: number };
  largest: { slug: string; html: number; total: number };
  search: { median: number; p95: number; n: number; results: number };
  home: { median: number; html: number; htmlSent: number; n: number };
  breakdown: Breakdown;
}

interface Breakdown {
  n: number;
  page: number;
  pagePlain: number;
  organization: number;
  article: number;
  view: number;
  related: number;
  rank: number;
  render: number;
  statements: number;
  statementTimes: { text: string; ms: number }[];
}

/** Each part of an article page, timed on its own over the same articles, and the statements one page sends. */
async function breakdown(app: App, database: Database, organizationSlug: string, sample: BenchArticle[], home: string): Promise<Breakdown> {
  const { db } = database;
  const organization = (await organizationBySlug(db, organizationSlug))!;
  const ctx: PageContext = { organization, home, canonicalHome: home, stylesheet: `${home}site.css?v=${SITE_CSS_VERSION}` };
  const parts = { page: [] as number[], pagePlain: [] as number[], organization: [] as number[], article: [] as number[], view: [] as number[], related: [] as number[], rank: [] as number[], render: [] as number[] };
  const time = async <T>(into: number[], run: () => Promise<T> | T): Promise<T> => {
    const t0 = performance.now();
    const value = await run();
    into.push(performance.now() - t0);
    return value;
  };
  for (const [i, a] of sample.entries()) {
    // As a browser asks, and without compression, in turn first (a second request of the same page is no faster).
    const compressed = () => time(parts.page, () => expectOk(app, pageUrl(organizationSlug, a.slug)));
    const plain = () => time(parts.pagePlain, () => expectOk(app, pageUrl(organizationSlug, a.slug), { Accept: BROWSER.Accept }));
    if (i % 2 === 0) await compressed().then(plain);
    else await plain().then(compressed);
    await time(parts.organization, () => organizationBySlug(db, organizationSlug));
    const found = await time(parts.article, () => articleBySlug(db, organization.id, a.slug));
    if (!found || !('found' in found)) throw new Error(`article ${a.slug} not found`);
    await time(parts.view, () => countView(db, organization.id, found.found.id));
    // Computed as on a first view: past the minute its answer is kept (site-search.ts, RELATED_CACHE).
    const related = await time(parts.related, () => relatedArticles(db, organization.id, found.found, Date.now() + 10 * RELATED_CACHE.ttlMs));
    // What related articles asks of the AI store (site-search.ts): the sources nearest in meaning to the title and excerpt.
    const about = [found.found.title, found.found.excerpt].filter(Boolean).join('. ');
    await time(parts.rank, () => nearestSources(db, organization.id, about, 40));
    await time(parts.render, () => articlePage(ctx, found.found, related));
  }
  // The statements of one typical page, each run again on its own (the median of 5) on the same connection.
  const statements: LoggedQuery[] = [];
  const logged = loggedDb(database, statements);
  const loggedApp = createApp({ db: logged.db, logger: pino({ level: 'silent' }), ping: database.ping, publicUrl: PUBLIC_URL });
  // The retrieval keeps the organization's passages in memory per connection: a first page fills it, the second is a typical one.
  await expectOk(loggedApp, pageUrl(organizationSlug, (sample[1] ?? sample[0]!).slug));
  statements.length = 0;
  await expectOk(loggedApp, pageUrl(organizationSlug, sample[0]!.slug));
  const statementTimes: { text: string; ms: number }[] = [];
  for (const s of statements) {
    if (/^\s*(begin|commit|rollback|savepoint|release)/i.test(s.query)) continue;
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      await logged.raw(s.query, s.params);
      runs.push(performance.now() - t0);
    }
    statementTimes.push({ text: s.query.replace(/\s+/g, ' ').trim(), ms: median(runs) });
  }
  return {
    n: sample.length,
    page: median(parts.page),
    pagePlain: median(parts.pagePlain),
    organization: median(parts.organization),
    article: median(parts.article),
    view: median(parts.view),
    related: median(parts.related),
    rank: median(parts.rank),
    render: median(parts.render),
    statements: statements.length,
    statementTimes,
  };
}

/** BENCH_PROFILE: the sample's article pages again, under V8's CPU profiler (after the figures, which it would slow). */
async function profilePages(app: App, organizationSlug: string, sample: BenchArticle[]): Promise<void> {
  const session = new Session();
  session.connect();
  try {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
    for (const a of sample) await expectOk(app, pageUrl(organizationSlug, a.slug));
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(profileDir!, { recursive: true });
    const file = path.join(profileDir!, 'site-article-pages.cpuprofile');
    fs.writeFileSync(file, JSON.stringify(profile));
    log(`CPU profile of ${count(sample.length)} article pages: ${file}`);
  } finally {
    session.disconnect();
  }
}

const pageUrl = (organizationSlug: string, slug: string) => `/help/${organizationSlug}/articles/${encodeURIComponent(slug)}`;

async function measure(app: App, database: Database, organizationSlug: string, articles: BenchArticle[]): Promise<Figures> {
  const random = mulberry32(config.seed + 1);
  const home = `${PUBLIC_URL}/help/${organizationSlug}/`;
  for (let i = 0; i < config.warmup; i++) await expectOk(app, pageUrl(organizationSlug, pick(random, articles).slug));

  // Article pages, one at a time, at random among all of them.
  const samples: number[] = [];
  const sampled: BenchArticle[] = [];
  let largest = { slug: '', html: 0 };
  const started = performance.now();
  for (let i = 0; i < config.requests; i++) {
    const article = pick(random, articles);
    const answer = await expectOk(app, pageUrl(organizationSlug, article.slug));
    samples.push(answer.ms);
    sampled.push(article);
    const html = Buffer.byteLength(answer.html);
    if (html > largest.html) largest = { slug: article.slug, html };
  }
  const pages = { median: median(samples), p95: percentile(samples, 0.95), p99: percentile(samples, 0.99), max: Math.max(...samples), n: samples.length };
  log(
    `${count(pages.n)} article pages in ${((performance.now() - started) / 1000).toFixed(1)} s: median ${ms(pages.median)} ms, p95 ${ms(pages.p95)} ms, ` +
      `p99 ${ms(pages.p99)} ms, max ${ms(pages.max)} ms`,
  );

  // The weight of a typical page: the article of the median body, its HTML and the stylesheet it links.
  const bySize = [...articles].sort((a, b) => a.bodyBytes - b.bodyBytes);
  const typical = bySize[Math.floor(bySize.length / 2)]!;
  const plain = await expectOk(app, pageUrl(organizationSlug, typical.slug), { Accept: BROWSER.Accept });
  const sent = await expectOk(app, pageUrl(organizationSlug, typical.slug));
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(plain.html)?.[1]?.replace(/&#38;/g, '&');
  if (!href?.startsWith(PUBLIC_URL)) throw new Error(`no stylesheet of the site in the page: ${href ?? 'none'}`);
  const css = await expectOk(app, href.slice(PUBLIC_URL.length), { Accept: 'text/css', 'Accept-Encoding': BROWSER['Accept-Encoding'] });
  const cssBytes = Buffer.byteLength(css.html);
  const htmlBytes = Buffer.byteLength(plain.html);
  const weight = { slug: typical.slug, bodyBytes: typical.bodyBytes, html: htmlBytes, htmlSent: sent.sentBytes, css: cssBytes, total: htmlBytes + cssBytes };
  log(`typical page (body ${kb(typical.bodyBytes)}, ${typical.slug}): HTML ${kb(weight.html)} (${kb(weight.htmlSent)} compressed) + CSS ${kb(cssBytes)} = ${kb(weight.total)}`);
  log(`largest page of the sample: ${largest.slug}: HTML ${kb(largest.html)} + CSS ${kb(cssBytes)} = ${kb(largest.html + cssBytes)}`);

  // The search page: questions worded unlike the titles.
  const searchUrl = (i: number) => `/help/${organizationSlug}/search?${new URLSearchParams({ q: SEARCH_QUESTIONS[i % SEARCH_QUESTIONS.length]! })}`;
  for (let i = 0; i < SEARCH_WARMUP; i++) await expectOk(app, searchUrl(i + 3));
  const searchSamples: number[] = [];
  let results = 0;
  for (let i = 0; i < config.searches; i++) {
    const answer = await expectOk(app, searchUrl(i));
    searchSamples.push(answer.ms);
    results += Number(/(\d+) articles? found/.exec(answer.html)?.[1] ?? 0);
  }
  const search = { median: median(searchSamples), p95: percentile(searchSamples, 0.95), n: searchSamples.length, results: results / searchSamples.length };
  log(`${search.n} search pages: median ${ms(search.median)} ms, p95 ${ms(search.p95)} ms, ${search.results.toFixed(1)} results a page on average`);

  // The home page: every published article listed under its category.
  const homeSamples: number[] = [];
  let homePage: Answer | undefined;
  for (let i = 0; i < HOME_REQUESTS + 2; i++) {
    homePage = await expectOk(app, `/help/${organizationSlug}/`);
    if (i >= 2) homeSamples.push(homePage.ms);
  }
  const homeFigures = { median: median(homeSamples), html: Buffer.byteLength(homePage!.html), htmlSent: homePage!.sentBytes, n: homeSamples.length };
  log(`home page: median ${ms(homeFigures.median)} ms, HTML ${kb(homeFigures.html)} (${kb(homeFigures.htmlSent)} compressed)`);

  // Where an article page's time goes: each part on its own, over articles of the sample.
  const parts = await breakdown(app, database, organizationSlug, sampled.slice(0, BREAKDOWN_ARTICLES), home);
  if (profileDir) await profilePages(app, organizationSlug, sampled);
  return { pages, weight, largest: { ...largest, total: largest.html + cssBytes }, search, home: homeFigures, breakdown: parts };
}

/* ---------- the run ---------- */

function bodySizes(articles: BenchArticle[]): string {
  const sizes = articles.map((a) => a.bodyBytes);
  return `${kb(Math.min(...sizes))} to ${kb(Math.max(...sizes))}, median ${kb(median(sizes))}`;
}

function breakdownLines(b: Breakdown): string[] {
  const other = b.page - b.organization - b.article - b.view - b.related - b.render;
  const share = (v: number) => `${Math.round((v / b.page) * 100)}%`;
  const sqlTotal = b.statementTimes.reduce((sum, s) => sum + s.ms, 0);
  const slowest = [...b.statementTimes].sort((x, y) => y.ms - x.ms).slice(0, 3);
  return [
    `Where an article page's time goes (medians over ${b.n} articles of the sample, each page asked twice and each part timed on its own): the whole page ${ms(b.page)} ms ` +
      `(${ms(b.pagePlain)} ms uncompressed); related articles as first computed ${ms(b.related)} ms (${share(b.related)}; of which the search by meaning ` +
      `${ms(b.rank)} ms), the organization's query ${ms(b.organization)} ms, the article's ${ms(b.article)} ms, the view count ${ms(b.view)} ms, ` +
      `the HTML ${ms(b.render)} ms, the rest (middleware, ETag, compression) ${ms(Math.max(0, other))} ms.`,
    `One page sends ${b.statements} statements to the database; run again one by one they take ${ms(sqlTotal)} ms together. The slowest: ` +
      slowest.map((s) => `${ms(s.ms)} ms \`${s.text.slice(0, 90)}…\``).join('; ') + '.',
  ];
}

async function main(): Promise<number> {
  const startedAt = new Date();
  if (config.searches + SEARCH_WARMUP > SITE_SEARCHES_PER_MINUTE) {
    throw new Error(`BENCH_SITE_SEARCHES may be at most ${SITE_SEARCHES_PER_MINUTE - SEARCH_WARMUP}: the site allows ${SITE_SEARCHES_PER_MINUTE} searches a minute per address`);
  }
  const kind = databaseUrl ? 'PostgreSQL' : 'PGlite';
  const bench = await openBenchDatabase('bench-site', databaseUrl);
  let figures: Figures;
  let articles: BenchArticle[];
  try {
    const { database } = bench;
    const { db } = database;
    const [version] = await queryRows<{ version: string }>(db, sql`select version()`);
    log(`${count(config.articles)} articles, ${count(config.requests)} article pages after ${config.warmup} warm-up, ${config.searches} searches`);
    log(`database: ${bench.label}, ${version?.version ?? '?'}`);
    log(`machine: ${os.cpus().length} CPUs, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    const org = await createOrganization(db, { name: 'Bench Store' });
    const [row] = await db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, org.organization.id));
    const app = createApp({ db, logger: pino({ level: 'silent' }), ping: database.ping, publicUrl: PUBLIC_URL });
    articles = await seed(app, db, org.api_key);
    figures = await measure(app, database, row!.slug, articles);
  } finally {
    await bench.dispose();
  }

  const { pages, weight, largest, search, home, breakdown: parts } = figures;
  const judged = kind === 'PGlite';
  const slow = judged && !(pages.median < BUDGET_MS);
  const heavy = !(weight.total < BUDGET_BYTES);
  const timeVerdict = judged ? (slow ? '**missed**' : 'met') : 'judged on PGlite, not this run';
  const misses = [
    ...(slow ? [`article page median ${ms(pages.median)} ms, budget under ${BUDGET_MS} ms`] : []),
    ...(heavy ? [`article page ${kb(weight.total)} of HTML and CSS, budget under ${kb(BUDGET_BYTES)}`] : []),
  ];
  const section = [
    `## ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, Help site, ${kind}, ${count(articles.length)} articles, commit ${currentCommit()}`,
    '',
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, load average at the end ` +
      `${os.loadavg().map((l) => l.toFixed(2)).join(' ')}. One organization with ${count(articles.length)} published articles in ${TOPICS.length} categories ` +
      `(bodies of ${bodySizes(articles)} of HTML, written through the API, their AI sources processed), the app in-process (\`app.request()\`, the whole ` +
      'handler chain without a socket), one request at a time, as a browser asks (brotli accepted), timed to the last byte of the body. ' +
      `Weights are uncompressed bytes (1 KB = 1,000 bytes); issue 22's budgets.`,
    '',
    '| figure | value | budget |',
    '|---|--:|---|',
    `| article page, ${count(pages.n)} at random: median | ${ms(pages.median)} ms | < ${BUDGET_MS} ms on PGlite: ${timeVerdict} |`,
    `| article page: p95 / p99 / max | ${ms(pages.p95)} / ${ms(pages.p99)} / ${ms(pages.max)} ms | |`,
    `| typical article page (median body, ${kb(weight.bodyBytes)}): HTML + site.css | ${kb(weight.html)} + ${kb(weight.css)} = ${kb(weight.total)} | < ${kb(BUDGET_BYTES)}: ${heavy ? '**missed**' : 'met'} |`,
    `| typical article page's HTML, brotli as sent | ${kb(weight.htmlSent)} | |`,
    `| largest article page of the sample: HTML + site.css | ${kb(largest.html)} + ${kb(weight.css)} = ${kb(largest.total)} | |`,
    `| search page, ${search.n} paraphrased questions: median / p95 | ${ms(search.median)} / ${ms(search.p95)} ms | |`,
    `| home page (${count(articles.length)} articles listed): median | ${ms(home.median)} ms | |`,
    `| home page: HTML / brotli as sent | ${kb(home.html)} / ${kb(home.htmlSent)} | |`,
    '',
    ...breakdownLines(parts),
    '',
    misses.length ? `Missed: ${misses.join('; ')}.` : `Every help site budget ${judged ? 'is met' : 'judged on this run is met (the time budget is judged on PGlite)'}.`,
  ].join('\n');
  writeBenchmarks(path.resolve('BENCHMARKS.md'), section);
  console.log(`\n${section}\n`);
  console.log('Statements of one article page, each run again alone (median of 5):');
  for (const s of parts.statementTimes) console.log(`  ${ms(s.ms).padStart(6)} ms  ${s.text.slice(0, 160)}`);
  log('BENCHMARKS.md written');
  log(misses.length ? `budgets missed: ${misses.join('; ')}` : 'every budget is met');
  // A missed budget is in the report; only a run that could not measure fails, so the rest of the bench goes on.
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
