import type { Page, Request } from '@playwright/test';
import { longFramesBetween, type LongFrame } from './dashboard-frames.ts';

// A bulk change as an agent makes it: rows in view ticked (a click, then a shift-click), a change picked in the bulk
// toolbar, and the time from that last click (the event's own timestamp, in the page) to the frame where the list
// shows it: the rows gone from the view (Close, in the Opened view) or carrying the tag (Add tag). The list then
// refetches its pages in the background; the probe waits for that too, so runs do not overlap.

export type BulkKind = 'close' | 'tag';

export interface BulkRun {
  kind: BulkKind;
  rows: number;
  /** The click to the frame that shows the change. */
  shownMs: number;
  /** The click to the list's DOM holding the change (before that frame is drawn). */
  domMs: number;
  /** GET /api/conversations requests the change set off (the loaded pages refetched), and when the last ended. */
  refetches: number;
  settledMs: number;
  /** Long frames from the click until the list settled. */
  longFrames: LongFrame[];
}

interface WindowWithProbe {
  __bulkShown?: Promise<{ clickMs: number; domMs: number; shownMs: number } | null>;
}

const LIST = 'ul[aria-label="Conversations"]';

/** Ids of the rows wholly in view, top first. */
async function rowsInView(page: Page): Promise<number[]> {
  return page.evaluate((selector) => {
    const list = document.querySelector(selector);
    const view = list?.parentElement?.getBoundingClientRect();
    if (!list || !view) return [];
    return [...list.querySelectorAll<HTMLElement>(':scope > li[data-conversation-id]')]
      .filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= view.top && r.bottom <= view.bottom;
      })
      .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
      .map((li) => Number(li.dataset.conversationId));
  }, LIST);
}

/** Watches the list from the next click on: resolves when every row in `ids` is gone, or shows `tag`. */
async function arm(page: Page, ids: number[], tag: string | null, timeoutMs: number): Promise<void> {
  await page.evaluate(
    ({ selector, ids, tag, timeoutMs }) => {
      (window as WindowWithProbe).__bulkShown = new Promise((resolve) => {
        let clickMs = NaN;
        document.addEventListener('click', (event) => (clickMs = event.timeStamp), { capture: true, once: true });
        const list = document.querySelector(selector)!;
        const shows = () =>
          ids.every((id) => {
            const row = list.querySelector(`:scope > li[data-conversation-id="${id}"]`);
            return tag === null ? row === null : (row?.textContent ?? '').includes(tag);
          });
        const timer = setTimeout(() => {
          observer.disconnect();
          resolve(null);
        }, timeoutMs);
        const observer = new MutationObserver(() => {
          if (Number.isNaN(clickMs) || !shows()) return;
          const domMs = performance.now();
          observer.disconnect();
          clearTimeout(timer);
          // rAF runs just before the frame is painted; a message posted there is handled just after it.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve({ clickMs, domMs, shownMs: performance.now() });
            channel.port2.postMessage(null);
          });
        });
        observer.observe(list, { childList: true, subtree: true, characterData: true });
      });
    },
    { selector: LIST, ids, tag, timeoutMs },
  );
}

/**
 * The list's page requests (GET /api/conversations) from now on, and the bulk change's own (POST
 * /api/conversations/bulk: the refetch follows its answer); `settled()` resolves once none is in flight for `quietMs`.
 */
function watchListRequests(page: Page) {
  const pending = new Set<Request>();
  let count = 0;
  let lastEnd = Date.now();
  const isList = (r: Request) => r.method() === 'GET' && new URL(r.url()).pathname === '/api/conversations';
  const isBulk = (r: Request) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/conversations/bulk';
  const onRequest = (r: Request) => {
    if (isList(r)) count += 1;
    else if (!isBulk(r)) return;
    pending.add(r);
  };
  const onDone = (r: Request) => {
    if (pending.delete(r)) lastEnd = Date.now();
  };
  page.on('request', onRequest);
  page.on('requestfinished', onDone);
  page.on('requestfailed', onDone);
  return {
    count: () => count,
    async settled(quietMs: number, timeoutMs: number): Promise<number> {
      const until = Date.now() + timeoutMs;
      while ((pending.size > 0 || Date.now() - lastEnd < quietMs) && Date.now() < until) await page.waitForTimeout(50);
      page.off('request', onRequest);
      page.off('requestfinished', onDone);
      page.off('requestfailed', onDone);
      return lastEnd;
    },
  };
}

/** Selects `rows` rows in view of the open inbox, applies `kind` from the bulk toolbar, and times it. */
export async function measureBulk(page: Page, kind: BulkKind, rows: number, timeoutMs = 10_000): Promise<BulkRun> {
  const ids = (await rowsInView(page)).slice(0, rows);
  if (ids.length < rows) throw new Error(`only ${ids.length} rows are in view, ${rows} wanted`);
  const checkbox = (id: number) => page.locator(`${LIST} > li[data-conversation-id="${id}"]`).getByRole('checkbox');
  await checkbox(ids[0]!).click();
  await checkbox(ids.at(-1)!).click({ modifiers: ['Shift'] });
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await toolbar.getByText(`${ids.length} selected`).waitFor();

  const tag = kind === 'tag' ? `bench-${Date.now().toString(36)}` : null;
  let button = toolbar.getByRole('button', { name: 'Close', exact: true });
  if (tag !== null) {
    await toolbar.getByRole('button', { name: 'Add tag' }).click();
    const popover = page.getByRole('dialog', { name: 'Add tag' });
    await popover.getByLabel('Tag to add').fill(tag);
    button = popover.getByRole('button', { name: 'Add', exact: true });
  }
  await arm(page, ids, tag, timeoutMs);
  const requests = watchListRequests(page);
  const clickedAt = Date.now();
  await button.click();
  const shown = await page.evaluate(() => (window as WindowWithProbe).__bulkShown!);
  if (!shown) throw new Error(`the list did not show the bulk ${kind} within ${timeoutMs} ms`);
  const settledAt = await requests.settled(500, 60_000);
  const settledPageMs = shown.clickMs + (settledAt - clickedAt);
  return {
    kind,
    rows: ids.length,
    shownMs: shown.shownMs - shown.clickMs,
    domMs: shown.domMs - shown.clickMs,
    refetches: requests.count(),
    settledMs: Math.max(0, settledAt - clickedAt),
    longFrames: await longFramesBetween(page, shown.clickMs, settledPageMs),
  };
}
