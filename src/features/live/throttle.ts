/**
 * Calls `fn` at once, then at most once per `ms`: calls in between are folded into one at the end of the wait.
 * For refreshes that a burst of events (a bulk change of thousands) would otherwise ask for thousands of times.
 */
export function throttle(fn: () => void, ms: number): { call: () => void; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending = false;
  const release = () => {
    timer = undefined;
    if (!pending) return;
    pending = false;
    fn();
    timer = setTimeout(release, ms);
  };
  return {
    call: () => {
      if (timer !== undefined) {
        pending = true;
        return;
      }
      fn();
      timer = setTimeout(release, ms);
    },
    cancel: () => {
      clearTimeout(timer);
      timer = undefined;
      pending = false;
    },
  };
}
