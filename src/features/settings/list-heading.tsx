/**
 * A settings list's heading with how many it holds, and the time zone its times are shown in. Focusable (not in
 * the tab order): focus goes there when the row whose button had it goes away.
 */
export function ListHeading({ id, title, count, timeZone }: { id: string; title: string; count: number; timeZone?: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
      <h2 id={id} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
        {title} <span className="font-normal text-slate-500">({count})</span>
      </h2>
      {timeZone && <p className="text-xs text-slate-500">Times in {timeZone}</p>}
    </div>
  );
}
