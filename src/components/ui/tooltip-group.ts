// What the page's tooltips share, as Radix's Tooltip did: one shows at a time, and right after one closed the
// next opens without the delay (moving the pointer along the sidebar's rail).

const SKIP_DELAY_MS = 300;

let shownClose: (() => void) | null = null;
let warmUntil = 0;

/** A tooltip opens: the one showing closes. */
export function claimTooltip(close: () => void): void {
  if (shownClose && shownClose !== close) shownClose();
  shownClose = close;
}

/** A tooltip closed (or went away). */
export function releaseTooltip(close: () => void): void {
  if (shownClose !== close) return;
  shownClose = null;
  warmUntil = performance.now() + SKIP_DELAY_MS;
}

/** Whether a hover opens at once: a tooltip shows, or one has just closed. */
export function tooltipsWarm(): boolean {
  return shownClose !== null || performance.now() < warmUntil;
}
