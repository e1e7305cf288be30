import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { HOLIDAYS_MAX } from '#contract/business-hours';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

// A date without a time: formatted in UTC so that no time zone moves it to the day before.
const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const formatDate = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

/** The closed dates: a date picked and added, each listed with a button to remove it. */
export function HolidaysField({
  holidays,
  onAdd,
  onRemove,
}: {
  holidays: string[];
  onAdd: (date: string) => void;
  onRemove: (date: string) => void;
}) {
  const [date, setDate] = useState('');
  const add = () => {
    onAdd(date);
    setDate('');
  };
  return (
    <fieldset aria-describedby="holidays-hint">
      <legend className="text-sm font-medium text-slate-900">Holidays</legend>
      <p id="holidays-hint" className="mt-0.5 text-xs text-slate-500">
        Whole days closed: policies that count business hours only stop their clocks on them. Up to {HOLIDAYS_MAX}.
      </p>
      <div className="mt-2 flex items-center gap-2">
        <label htmlFor="holiday-date" className="sr-only">
          Holiday
        </label>
        <Input
          id="holiday-date"
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the date rather than saving the whole form.
            if (event.key === 'Enter') {
              event.preventDefault();
              if (date) add();
            }
          }}
          className="w-44"
        />
        <Button size="sm" onClick={add} disabled={!date}>
          <Plus aria-hidden="true" className="size-4" />
          Add holiday
        </Button>
      </div>
      {holidays.length > 0 ? (
        <ul aria-label="Holidays" className="mt-3 flex flex-wrap gap-2">
          {holidays.map((holiday) => (
            <li
              key={holiday}
              className="flex items-center gap-1 rounded-full border border-slate-200 bg-slate-50 py-0.5 pr-1 pl-3 text-sm text-slate-700"
            >
              <time dateTime={holiday}>{formatDate(holiday)}</time>
              <button
                type="button"
                aria-label={`Remove holiday ${formatDate(holiday)}`}
                onClick={() => {
                  onRemove(holiday);
                  // Its button goes away with it: the date field is where the keyboard carries on.
                  document.getElementById('holiday-date')?.focus();
                }}
                className="flex size-6 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-slate-500">No holidays.</p>
      )}
    </fieldset>
  );
}
