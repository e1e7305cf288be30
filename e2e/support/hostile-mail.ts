import type { BrowserContext, FrameLocator, Page, Request } from '@playwright/test';

// What the hostile-email specs watch while a hostile mail is on screen: Chromium's console lines that are the
// CSP saying no (expected), requests that left for another host, dialogs, popups, messages a script in the
// email would post to the dashboard, and what is left in the email's document that could act or load.

/** Chromium's console error for an image the iframe's CSP refused (hosts: the hostile-email spec's tracker). */
export const isCspImageBlock = (error: string) =>
  /^console\.error: Loading the image 'http:\/\/tracker\.example\/[a-z]+\.png' violates the following Content Security Policy directive/.test(
    error,
  );

/**
 * The dashboard's own policy refusing what the raw email asks for while it is being sanitized: DOMPurify parses
 * the email in an inert document (no browsing context: nothing in it can run or load), and Chromium checks the
 * page's CSP on each inline handler, <base> and default <track> of a <video> as it parses, before finding that it
 * could not run or load them anyway (without the page's CSP, the same parse requests nothing: checked by hand).
 * Each such line is the CSP saying no, a second wall behind the sanitizer; none is a failure of the page.
 */
export const isCspParseRefusal = (error: string) =>
  new RegExp(
    '^console\\.error: (' +
      [
        "Executing inline event handler violates the following Content Security Policy directive 'script-src 'self''",
        `Setting the document's base URI to '[^']*' violates the following Content Security Policy directive: "base-uri 'none'"`,
        `Loading media from +'[^']*' violates the following Content Security Policy directive: "media-src 'self' blob:"`,
      ].join('|') +
      ')',
  ).test(error);

export const isLocal = (url: string) => {
  const { protocol, hostname } = new URL(url);
  // about:srcdoc, data: and blob: load nothing from a host.
  return ['about:', 'data:', 'blob:'].includes(protocol) || hostname === '127.0.0.1';
};

function fromSubframe(page: Page, request: Request): boolean {
  try {
    return request.frame() !== page.mainFrame();
  } catch {
    return false; // a service worker's request has no frame
  }
}

/** What a hostile mail's scripts would have done, seen from outside the email. */
export interface HostileWatch {
  /** Dialogs opened (alert, confirm, prompt, beforeunload), dismissed at once. */
  dialogs: string[];
  /** New tabs or windows. */
  popups: string[];
  /** Messages posted to the dashboard's window (the corpus' payloads post "pwned:<case>"). */
  messages: string[];
  /** Navigations of the dashboard's own frame to anything but the dashboard. */
  topNavigations: string[];
  /**
   * Requests Playwright saw from the emails' frames (to any host, the server's too). Not those of a sandboxed
   * frame's first document, which Chromium loads before Playwright attaches to it: see egress-proxy.ts.
   */
  fromEmails: Request[];
  /** The resources of Chromium's "Failed to load resource" console errors (images after "Show images": no network here). */
  failedLoads: string[];
  /**
   * Console lines of a Content-Security-Policy refusing something outside the dashboard's own document (where
   * the sanitizer parses the raw email): in an email's frame (about:srcdoc), which asked for what it must not.
   */
  cspRefusalsInEmails: string[];
}

/** Starts watching `page` (and its browser context, for popups); call before the first `goto`. */
export async function watchHostileEffects(page: Page, context: BrowserContext = page.context()): Promise<HostileWatch> {
  const watch: HostileWatch = {
    dialogs: [],
    popups: [],
    messages: [],
    topNavigations: [],
    fromEmails: [],
    failedLoads: [],
    cspRefusalsInEmails: [],
  };
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  context.on('page', (popup) => watch.popups.push(popup.url()));
  page.on('request', (request) => {
    if (!/^(?:about|data|blob):/.test(request.url()) && fromSubframe(page, request)) watch.fromEmails.push(request);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    if (message.text().startsWith('Failed to load resource')) watch.failedLoads.push(url);
    if (message.text().includes('Content Security Policy') && !/^http:\/\/127\.0\.0\.1:\d+\//.test(url)) {
      watch.cspRefusalsInEmails.push(`${message.text()} (${url})`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && !isLocal(frame.url())) watch.topNavigations.push(frame.url());
  });
  // A binding outlives navigations; the listener is added to every document the page loads (the email's own
  // sandboxed frames refuse it, which is what they should do).
  await page.exposeBinding('__hostileMessage', (_source, data: string) => watch.messages.push(data));
  await page.addInitScript(() => {
    window.addEventListener('message', (event) => {
      const data = typeof event.data === 'string' ? event.data : JSON.stringify(event.data);
      if (data?.includes('pwned')) (window as unknown as { __hostileMessage: (d: string) => void }).__hostileMessage(data);
    });
  });
  return watch;
}

/**
 * What is left in the email's document that could run, load or act: elements that do (scripts, frames, plugins,
 * forms, <base>, <meta http-equiv>, <link>, SVG and MathML), event handler attributes, script, document or relative
 * URLs in any attribute, CSS that imports or loads other than images, links that would open without noopener or
 * in the dashboard's tab. Empty when all is inert.
 */
export async function activeContentOf(email: FrameLocator): Promise<string[]> {
  return email.locator('html').evaluate((root) => {
    const found: string[] = [];
    const ACTIVE =
      'script, iframe, frame, frameset, object, embed, applet, portal, fencedframe, form, input, button, select, textarea, ' +
      'base, meta[http-equiv]:not([http-equiv="Content-Security-Policy"]), link, svg, math, noscript, template, ' +
      'video, audio, source, track, bgsound';
    for (const el of Array.from(root.querySelectorAll(ACTIVE))) found.push(`<${el.localName}> element`);
    const policies = root.querySelectorAll('meta[http-equiv="Content-Security-Policy"]');
    if (policies.length !== 1 || root.querySelector('head > meta') !== policies[0]) found.push('the CSP meta is not the only one, first in <head>');
    for (const el of Array.from(root.querySelectorAll('*'))) {
      for (const name of el.getAttributeNames()) {
        // Browsers skip control characters and whitespace in a URL's scheme: "jav\tascript:" is javascript:.
        let value = '';
        for (const ch of el.getAttribute(name) ?? '') if (ch.charCodeAt(0) > 0x20 && (ch.charCodeAt(0) < 0x7f || ch.charCodeAt(0) > 0x9f)) value += ch;
        if (name.startsWith('on')) found.push(`${name} on <${el.localName}>`);
        if (/^(?:javascript|vbscript|livescript):/i.test(value)) found.push(`script URL in ${name} of <${el.localName}>`);
        if (/^data:(?!image\/(?:png|gif|jpe?g|webp|bmp|avif)[;,])/i.test(value)) found.push(`${value.slice(0, 30)} in ${name} of <${el.localName}>`);
        if (['srcset', 'ping', 'action', 'formaction', 'srcdoc', 'xlink:href', 'autofocus'].includes(name)) found.push(`${name} on <${el.localName}>`);
        // Relative URLs would reach the dashboard's own server; links and images of an email are absolute (or
        // protocol-relative, a remote image like any other).
        if (['src', 'href', 'background', 'poster', 'data'].includes(name) && !/^(?:https?:|\/\/|mailto:|tel:|cid:|data:)/i.test(value)) {
          found.push(`relative URL ${value} in ${name} of <${el.localName}>`);
        }
      }
      // What CSS may still load: images by url(), absolute, nothing imported.
      const css = el.localName === 'style' ? (el.textContent ?? '') : (el.getAttribute('style') ?? '');
      if (/@import/i.test(css)) found.push(`@import in the style of <${el.localName}>`);
      for (const [, target] of css.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
        if (!/^(?:https?:|\/\/|cid:|data:image\/(?:png|gif|jpe?g|webp|bmp|avif)[;,])/i.test(target ?? '')) found.push(`url(${target}) in the style of <${el.localName}>`);
      }
      if (el.hasAttribute('href')) {
        if (el.getAttribute('target') !== '_blank') found.push(`link to ${el.getAttribute('href')} opens in ${el.getAttribute('target') ?? 'the same tab'}`);
        if (!/\bnoopener\b/.test(el.getAttribute('rel') ?? '')) found.push(`link to ${el.getAttribute('href')} without noopener`);
      }
    }
    return found;
  });
}
