import type { BrowserContext } from '@playwright/test';

// Time from navigation to the first conversation rows on /inbox, measured inside the page: performance.now() is
// counted from the navigation's start, and the rows count as shown at the frame after they entered the DOM.

export interface FirstRowsRun {
  /** Navigation start to the frame that paints the first rows. */
  shownMs: number;
  /** The HTML document had arrived. */
  documentMs: number;
  /** The entry scripts had run (DOMContentLoaded: module scripts run before it). */
  scriptsMs: number;
  /** The first list page's request (GET /api/conversations): sent and answered. */
  listRequest: { startMs: number; endMs: number } | null;
}

interface WindowWithProbe {
  __firstRowsShown?: Promise<number>;
}

/** An init script: resolves `__firstRowsShown` with the time of the frame after the first row appeared. */
function watchFirstRows(): void {
  (window as WindowWithProbe).__firstRowsShown = new Promise<number>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('ul[aria-label="Conversations"] > li[data-conversation-id]')) return;
      observer.disconnect();
      // rAF runs just before the frame is painted; a message posted there is handled just after it.
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve(performance.now());
        channel.port2.postMessage(null);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

/** Opens /inbox in a fresh page of `context` (signed in, nothing cached) and times its first rows. */
export async function measureFirstRows(context: BrowserContext, timeoutMs = 30_000): Promise<FirstRowsRun> {
  const page = await context.newPage();
  try {
    await page.addInitScript(watchFirstRows);
    await page.goto('/inbox', { waitUntil: 'commit' });
    const shownMs = await page.evaluate(
      (ms) =>
        Promise.race([
          (window as WindowWithProbe).__firstRowsShown!,
          new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`no conversation row within ${ms} ms`)), ms)),
        ]),
      timeoutMs,
    );
    return await page.evaluate((shown) => {
      const [nav] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (r) => new URL(r.name).pathname === '/api/conversations',
      );
      return {
        shownMs: shown,
        documentMs: nav?.responseEnd ?? NaN,
        scriptsMs: nav?.domContentLoadedEventStart ?? NaN,
        listRequest: list ? { startMs: list.startTime, endMs: list.responseEnd } : null,
      };
    }, shownMs);
  } finally {
    await page.close();
  }
}
