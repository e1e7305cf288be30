import type { BrowserContext, Page } from '@playwright/test';

// Long frames as Chromium sees them: the Long Animation Frames API (frames over 50 ms, each with the scripts that
// ran in it: which callback, which file, for how long). Collected from the page's start so a figure can take the
// frames of its own time window, and say where their time went.

export interface LongFrameScript {
  /** What started it: an event listener, a promise resolution, a timer ... (e.g. `Response.json.then`). */
  invoker: string;
  /** `file:function` when Chromium knows them. */
  source: string;
  durationMs: number;
  /** Style and layout the script forced (read after a write). */
  forcedLayoutMs: number;
}

export interface LongFrame {
  /** performance.now() of the page: ms since its navigation started. */
  startMs: number;
  durationMs: number;
  /** Time beyond 50 ms in the frame's long tasks: how long input would have waited. */
  blockingMs: number;
  /** Rendering (rAF callbacks, style, layout) of the frame, after its scripts. */
  renderMs: number;
  scripts: LongFrameScript[];
}

interface WindowWithFrames {
  __longFrames?: LongFrame[];
}

/** An init script (self-contained: it runs in the page, before the app). */
function observeLongFrames(): void {
  interface ScriptEntry {
    invoker: string;
    sourceURL: string;
    sourceFunctionName: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }
  interface FrameEntry {
    startTime: number;
    duration: number;
    blockingDuration: number;
    renderStart: number;
    scripts: ScriptEntry[];
  }
  const frames: LongFrame[] = [];
  (window as WindowWithFrames).__longFrames = frames;
  if (!PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) return;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as FrameEntry[]) {
      frames.push({
        startMs: entry.startTime,
        durationMs: entry.duration,
        blockingMs: entry.blockingDuration,
        renderMs: entry.renderStart > 0 ? entry.startTime + entry.duration - entry.renderStart : 0,
        scripts: entry.scripts.map((s) => ({
          invoker: s.invoker,
          source: `${s.sourceURL.replace(/^.*\/assets\//, '')}${s.sourceFunctionName ? `:${s.sourceFunctionName}` : ''}`,
          durationMs: s.duration,
          forcedLayoutMs: s.forcedStyleAndLayoutDuration,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** Every page of `context` records its long frames from its first script on. */
export async function recordLongFrames(context: BrowserContext): Promise<void> {
  await context.addInitScript(observeLongFrames);
}

/** The long frames that started in [fromMs, toMs] of the page's clock. */
export async function longFramesBetween(page: Page, fromMs: number, toMs: number): Promise<LongFrame[]> {
  // The observer delivers entries in a task after the frame: let it run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  const all = await page.evaluate(() => (window as WindowWithFrames).__longFrames ?? []);
  return all.filter((f) => f.startMs >= fromMs && f.startMs <= toMs);
}

/**
 * A frame in one line: duration, then its longest scripts (what to look at first). A script without a file is the
 * benchmark's own (page.evaluate): its scroll step moves the list, which lays out the rows the app rendered since the
 * last frame there (the "forced layout" the frame would do anyway).
 */
export function describeLongFrame(frame: LongFrame): string {
  const scripts = [...frame.scripts]
    .sort((a, b) => b.durationMs - a.durationMs)
    .slice(0, 3)
    .map(
      (s) =>
        `${s.invoker} ${s.source || '(benchmark script)'} ${Math.round(s.durationMs)} ms${s.forcedLayoutMs >= 1 ? ` (forced layout ${Math.round(s.forcedLayoutMs)} ms)` : ''}`,
    );
  const render = frame.renderMs >= 1 ? `, rendering ${Math.round(frame.renderMs)} ms` : '';
  return `${Math.round(frame.durationMs)} ms${render}${scripts.length ? `: ${scripts.join('; ')}` : ''}`;
}
