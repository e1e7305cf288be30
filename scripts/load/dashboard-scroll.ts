import type { Page } from '@playwright/test';
import { longFramesBetween, type LongFrame } from './dashboard-frames.ts';

// Scrolling the inbox list down as a user flicks through it: the list's scroll position moves `stepPx` each
// animation frame (no jumps: every row passes through view) until row `targetRow` is rendered. The list loads a
// page by cursor as the end comes near; where it has not arrived yet, the scroll waits at the end (counted).

export interface ScrollOptions {
  targetRow: number;
  /** Pixels a frame: 252 (three 84 px rows) at 60 frames a second is about 15,000 px/s, a fast flick. */
  stepPx: number;
  timeoutMs: number;
}

export interface ScrollFigures {
  /** The highest row number (aria-posinset) rendered: targetRow unless the time ran out. */
  reachedRow: number;
  /** Rows loaded then, as the list header counts them. */
  loadedRows: number;
  durationMs: number;
  frames: number;
  /** Gaps between animation frames over 50 ms (the page could not draw for that long), longest first. */
  slowFramesMs: number[];
  /** Time the scroll spent at the end of the loaded rows, waiting for the next page. */
  waitingMs: number;
  /** Row elements (`li`) in the list, and elements in the whole document, once targetRow is reached. */
  rowElements: number;
  documentElements: number;
  /** Chromium's long animation frames in that time (with the scripts that ran in them). */
  longFrames: LongFrame[];
}

interface InPage {
  reachedRow: number;
  loadedRows: number;
  startMs: number;
  endMs: number;
  deltas: number[];
  waitingMs: number;
  rowElements: number;
  documentElements: number;
}

/** Scrolls the list of the (open, shown) inbox in `page`. */
export async function scrollThroughList(page: Page, options: ScrollOptions): Promise<ScrollFigures> {
  const run = await page.evaluate(
    ({ targetRow, stepPx, timeoutMs }) =>
      new Promise<InPage>((resolve, reject) => {
        const list = document.querySelector<HTMLUListElement>('ul[aria-label="Conversations"]');
        const scroller = list?.parentElement;
        if (!list || !scroller) return reject(new Error('the conversation list is not on the page'));
        const highestRow = () => {
          let highest = 0;
          for (const li of list.querySelectorAll(':scope > li[aria-posinset]')) highest = Math.max(highest, Number(li.getAttribute('aria-posinset')));
          return highest;
        };
        // "1,234+ conversations" above the rows.
        const loadedRows = () => {
          for (const p of document.querySelectorAll('[role="tabpanel"] p')) {
            const m = /^([\d,]+)\+? conversations?$/.exec(p.textContent?.trim() ?? '');
            if (m) return Number(m[1]!.replace(/,/g, ''));
          }
          return NaN;
        };
        const deltas: number[] = [];
        const startMs = performance.now();
        let last = startMs;
        let lastTop = -1;
        let waitingMs = 0;
        const tick = (now: number) => {
          const delta = now - last;
          deltas.push(delta);
          last = now;
          const top = scroller.scrollTop;
          // The position did not move since the last step: the scroll is held at the end of the loaded rows.
          if (top === lastTop) waitingMs += delta;
          lastTop = top;
          const reached = highestRow();
          if (reached >= targetRow || now - startMs > timeoutMs) {
            resolve({
              reachedRow: reached,
              loadedRows: loadedRows(),
              startMs,
              endMs: now,
              deltas,
              waitingMs,
              rowElements: list.querySelectorAll(':scope > li').length,
              documentElements: document.getElementsByTagName('*').length,
            });
            return;
          }
          scroller.scrollTop = top + stepPx;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    options,
  );
  return {
    reachedRow: run.reachedRow,
    loadedRows: run.loadedRows,
    durationMs: run.endMs - run.startMs,
    frames: run.deltas.length,
    slowFramesMs: run.deltas.filter((d) => d > 50).sort((a, b) => b - a),
    waitingMs: run.waitingMs,
    rowElements: run.rowElements,
    documentElements: run.documentElements,
    longFrames: await longFramesBetween(page, run.startMs, run.endMs),
  };
}
