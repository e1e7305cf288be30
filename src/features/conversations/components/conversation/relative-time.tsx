import { fullDateTime, relativeTime } from './format-time';

/** "5m ago" on screen; the full date for screen readers and the articles' aria-labelledby, with its time zone in the tooltip. */
export function RelativeTime({ iso, now, id, className }: { iso: string; now: number; id?: string; className?: string }) {
  const full = fullDateTime(iso);
  return (
    <time id={id} dateTime={iso} title={fullDateTime(iso, { zone: true })} className={className}>
      <span aria-hidden="true">{relativeTime(iso, now)}</span>
      <span className="sr-only">{full}</span>
    </time>
  );
}
