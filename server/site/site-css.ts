import { createHash } from 'node:crypto';

// The help site's one stylesheet: system fonts, a readable measure, light and dark from the reader's setting,
// comfortable on a phone. Served with its hash in the address, so a browser keeps it for a year.

export const SITE_CSS = `
:root{color-scheme:light dark;--bg:#fff;--fg:#1e293b;--muted:#64748b;--line:#e2e8f0;--card:#f8fafc;--link:#4338ca;--code:#f1f5f9;--bad:#b91c1c}
@media (prefers-color-scheme:dark){:root{--bg:#0f172a;--fg:#e2e8f0;--muted:#94a3b8;--line:#1e293b;--card:#111c33;--link:#a5b4fc;--code:#1e293b;--bad:#fca5a5}}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:var(--bg);color:var(--fg);font:16px/1.65 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:var(--link);text-underline-offset:2px}
a:focus-visible{outline:2px solid var(--link);outline-offset:2px;border-radius:2px}
.top{border-bottom:1px solid var(--line);padding:.75rem 1.25rem;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem}
.sr-only{position:absolute;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0}
.skip{position:absolute;left:-999px;top:.5rem;background:var(--bg);padding:.4rem .8rem;border-radius:.4rem;z-index:1}
.skip:focus{left:.5rem}
.search{display:flex;gap:.4rem;width:100%;max-width:32rem}
.search input{flex:1;min-width:0;font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.5rem;padding:.45rem .75rem}
.search input:focus{outline:2px solid var(--link);outline-offset:1px;border-color:transparent}
.search button{font:inherit;font-weight:600;color:#fff;background:var(--link);border:0;border-radius:.5rem;padding:.45rem 1rem;cursor:pointer}
.search button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.search-header{max-width:20rem;font-size:.925rem}
.search-hero{margin:1rem auto 0}
.search-page{margin:.5rem 0 1rem}
@media (prefers-color-scheme:dark){.search button,.contact button{color:#0f172a}}
.brand{font-weight:650;color:var(--fg);text-decoration:none;font-size:1.05rem}
.brand span{color:var(--muted);font-weight:500}
main{max-width:46rem;margin:0 auto;padding:1.5rem 1.25rem 3rem}
footer{border-top:1px solid var(--line);color:var(--muted);font-size:.875rem;text-align:center;padding:1rem}
h1{font-size:clamp(1.6rem,4vw,2.1rem);line-height:1.25;margin:.5rem 0 .75rem;letter-spacing:-.01em}
h2{font-size:1.3rem;line-height:1.3;margin:2rem 0 .5rem}
h3{font-size:1.1rem;margin:1.5rem 0 .4rem}
h4{font-size:1rem;margin:1.25rem 0 .3rem}
.lead{color:var(--muted);margin-top:0}
.hero{text-align:center;padding:1.5rem 0 .5rem}
.grid{display:grid;gap:1rem;grid-template-columns:repeat(auto-fit,minmax(16rem,1fr));margin-top:1.5rem}
.category{background:var(--card);border:1px solid var(--line);border-radius:.75rem;padding:1rem 1.25rem}
.category h2{margin:0 0 .5rem;font-size:1.1rem}
.category h2 a{color:var(--fg);text-decoration:none}
.articles{list-style:none;padding:0;margin:0}
.articles li{padding:.35rem 0}
.category .all{margin:.4rem 0 0;font-size:.925rem;font-weight:600}
.articles li p{margin:.15rem 0 .5rem;color:var(--muted);font-size:.925rem}
.crumbs{font-size:.875rem;color:var(--muted)}
.meta{color:var(--muted);font-size:.875rem;margin-top:0}
.body img{max-width:100%;height:auto;border-radius:.5rem}
.body pre{background:var(--code);padding:.75rem 1rem;border-radius:.5rem;overflow-x:auto;font-size:.875rem}
.body code{background:var(--code);padding:.1rem .3rem;border-radius:.25rem;font-size:.9em}
.body pre code{background:none;padding:0}
.body blockquote{margin:1rem 0;padding:.25rem 1rem;border-left:3px solid var(--line);color:var(--muted)}
.body table{border-collapse:collapse;width:100%;display:block;overflow-x:auto}
.body th,.body td{border:1px solid var(--line);padding:.4rem .6rem;text-align:left}
.feedback{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin-top:2rem;padding:1rem 1.25rem;background:var(--card);border:1px solid var(--line);border-radius:.75rem}
.feedback p{margin:0;font-weight:600}
.feedback button{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.5rem;padding:.35rem 1.1rem;cursor:pointer}
.feedback button:hover{border-color:var(--link)}
.feedback button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.related{border-top:1px solid var(--line);margin-top:2.5rem}
.more-help{margin-top:2.5rem;padding:1rem 1.25rem;border:1px solid var(--line);border-radius:.75rem}
.more-help h2{margin:0 0 .25rem;font-size:1.1rem}
.more-help p{margin:0}
.contact{display:grid;gap:1rem;margin-top:1rem}
.field{display:grid;gap:.3rem}
.field label{font-weight:600}
.field input,.field textarea{font:inherit;color:var(--fg);background:var(--bg);border:1px solid var(--line);border-radius:.5rem;padding:.5rem .75rem;width:100%}
.field textarea{resize:vertical;min-height:10rem}
.field input:focus,.field textarea:focus{outline:2px solid var(--link);outline-offset:1px;border-color:transparent}
.field [aria-invalid=true]{border-color:var(--bad)}
.field-error{margin:0;color:var(--bad);font-size:.925rem}
.errors{border:1px solid var(--bad);border-radius:.75rem;padding:.75rem 1.25rem;margin:1rem 0}
.errors p{margin:0;font-weight:600}
.errors ul{margin:.4rem 0 0;padding-left:1.25rem}
.errors a{color:var(--bad)}
.contact button{justify-self:start;font:inherit;font-weight:600;color:#fff;background:var(--link);border:0;border-radius:.5rem;padding:.55rem 1.25rem;cursor:pointer}
.contact button:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.empty{color:var(--muted);text-align:center}
`
  .trim()
  .replace(/\n/g, '');

export const SITE_CSS_VERSION = createHash('sha256').update(SITE_CSS).digest('hex').slice(0, 12);
