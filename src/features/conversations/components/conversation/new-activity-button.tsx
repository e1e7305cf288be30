import { ArrowDown } from 'lucide-react';
import { useEffect, useState, type RefObject } from 'react';

/** Within this many pixels of the end, the thread counts as read to the end (as the view's follow rule). */
const NEAR_END = 240;

/**
 * What arrived in the thread (the stream brings it) while the agent was reading further up: counted until
 * they reach the end again. Entries that arrive while they are at the end are followed (the view scrolls),
 * and so is what the agent adds themselves.
 */
function useUnseen(scroller: RefObject<HTMLDivElement | null>, count: number, lastIsOurs: boolean): number {
  const [atEnd, setAtEnd] = useState(true);
  const [seen, setSeen] = useState(count);
  if ((atEnd || lastIsOurs || count < seen) && seen !== count) setSeen(count);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const onScroll = () => setAtEnd(element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END);
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => element.removeEventListener('scroll', onScroll);
  }, [scroller]);
  return count - seen;
}

/** Under the thread while the agent reads further up: "2 new", a click goes to the latest. Announced. */
export function NewActivityButton({
  scroller,
  count,
  lastIsOurs,
}: {
  scroller: RefObject<HTMLDivElement | null>;
  count: number;
  lastIsOurs: boolean;
}) {
  const unseen = useUnseen(scroller, count, lastIsOurs);
  const showLatest = () => {
    const element = scroller.current;
    element?.scrollTo({ top: element.scrollHeight, behavior: 'smooth' });
    element?.focus({ preventScroll: true });
  };
  return (
    <div aria-live="polite" className="relative z-10 h-0">
      {unseen > 0 && (
        <button
          type="button"
          onClick={showLatest}
          aria-label={`${unseen} new in this conversation: show the latest`}
          className="absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1 text-xs font-semibold text-white shadow-md hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
        >
          <ArrowDown aria-hidden="true" className="size-3.5" />
          {unseen} new
        </button>
      )}
    </div>
  );
}
