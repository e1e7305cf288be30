import { Plus, X } from 'lucide-react';
import type { Weekday } from '#contract/business-hours';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { rangeKey, WEEKDAY_NAMES, type DaySchedule, type TimeRange } from '../week-schedule';

/** The id of a day's time input (`n` from 0), so that adding an interval can focus the one it added. */
export const timeInputId = (day: Weekday, n: number, edge: 'open' | 'close') => `hours-${day}-${edge}-${n}`;
export const addIntervalId = (day: Weekday) => `hours-${day}-add`;

/**
 * One weekday: open or closed, and when open its intervals, each an opening and a closing time. The inputs are
 * named for screen readers by day and place ("Monday opens", "Monday opens (2)"): the row shows the day once.
 */
export function DayHoursRow({
  day,
  schedule,
  invalid,
  errorId,
  onOpenChange,
  onRangeChange,
  onAdd,
  onRemove,
}: {
  day: Weekday;
  schedule: DaySchedule;
  /** `day:range` keys of the intervals the server refused. */
  invalid: ReadonlySet<string>;
  /** The refusal's message, which a refused interval's inputs point to. */
  errorId: string;
  onOpenChange: (open: boolean) => void;
  onRangeChange: (index: number, change: Partial<TimeRange>) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}) {
  const name = WEEKDAY_NAMES[day];
  const openId = `hours-${day}-open`;
  return (
    <li className="flex flex-wrap items-start gap-x-4 gap-y-2 py-3">
      <span className="w-24 pt-2 text-sm font-medium text-slate-900">{name}</span>
      <div className="flex w-20 items-center gap-2 pt-2.5">
        <Checkbox id={openId} checked={schedule.open} onCheckedChange={(checked) => onOpenChange(checked === true)} />
        <label htmlFor={openId} className="text-sm text-slate-700">
          Open<span className="sr-only"> on {name}</span>
        </label>
      </div>
      {schedule.open ? (
        <div className="flex flex-col items-start gap-2">
          {schedule.ranges.map((range, index) => {
            const place = index === 0 ? '' : ` (${index + 1})`;
            const refused = invalid.has(rangeKey(day, index));
            const time = (edge: 'open' | 'close') => {
              const id = timeInputId(day, index, edge);
              return (
                <>
                  <label htmlFor={id} className="sr-only">
                    {name} {edge === 'open' ? 'opens' : 'closes'}
                    {place}
                  </label>
                  <Input
                    id={id}
                    type="time"
                    step={60}
                    value={range[edge]}
                    onChange={(event) => onRangeChange(index, { [edge]: event.target.value })}
                    className="w-32"
                    {...(refused ? { 'aria-invalid': true, 'aria-describedby': errorId } : {})}
                  />
                </>
              );
            };
            const last = index === schedule.ranges.length - 1;
            return (
              <div key={index} className="flex flex-wrap items-center gap-2">
                {time('open')}
                <span aria-hidden="true" className="text-slate-400">
                  –
                </span>
                {time('close')}
                {schedule.ranges.length > 1 && (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${name} interval${place || ' (1)'}`}
                    onClick={() => onRemove(index)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                )}
                {last && (
                  <Button id={addIntervalId(day)} size="sm" variant="ghost" onClick={onAdd}>
                    <Plus aria-hidden="true" className="size-4" />
                    Add interval<span className="sr-only"> on {name}</span>
                  </Button>
                )}
              </div>
            );
          })}
        </div>
      ) : (
        <span className="pt-2 text-sm text-slate-500">Closed</span>
      )}
    </li>
  );
}
