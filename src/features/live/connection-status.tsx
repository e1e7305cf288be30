import { LoaderCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLiveStatus } from './live-context';

/** A reconnection quicker than this (the server dropped a slow reader) is not worth a word. */
const GRACE_MS = 1_000;

/**
 * Says, in the header, that live updates are paused while the change stream reconnects; the list and the
 * conversation catch up by themselves once it is back. A status region, so the change is announced.
 */
export function ConnectionStatus() {
  const status = useLiveStatus();
  const [late, setLate] = useState(false);
  if (status !== 'reconnecting' && late) setLate(false);
  useEffect(() => {
    if (status !== 'reconnecting') return;
    const timer = setTimeout(() => setLate(true), GRACE_MS);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <div role="status" className="flex items-center">
      {status === 'reconnecting' && late && (
        <span
          title="Live updates are paused. What changed meanwhile shows as soon as the connection is back."
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset"
        >
          <LoaderCircle aria-hidden="true" className="size-3.5 animate-spin" />
          Reconnecting…
        </span>
      )}
    </div>
  );
}
