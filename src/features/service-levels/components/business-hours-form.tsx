import { useMemo, useState, type FormEvent } from 'react';
import { WEEKDAYS, type BusinessHours, type Weekday } from '#contract/business-hours';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useToast } from '../../../components/ui/toast';
import { usePutBusinessHours } from '../api/put-business-hours';
import * as edit from '../week-schedule';
import { addIntervalId, DayHoursRow, timeInputId } from './day-hours-row';
import { HolidaysField } from './holidays-field';

const ERROR_ID = 'business-hours-error';

/** Focus once React has drawn the change (an added interval's first input, the "Add interval" of a shortened day). */
const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

/**
 * The business hours as one form saved at once: the "Always open" preset, a row per weekday, the holidays. The
 * server checks the intervals (one place for the rules); its refusal is shown above Save, with the intervals it
 * names marked.
 */
export function BusinessHoursForm({ hours }: { hours: BusinessHours }) {
  const stored = useMemo(() => edit.draftOfHours(hours), [hours]);
  const [draft, setDraft] = useState(stored);
  const [base, setBase] = useState(stored);
  // Hours saved elsewhere (the live feed refetched them): shown at once, unless this form has unsaved changes.
  if (base !== stored) {
    setBase(stored);
    if (edit.sameHours(draft, base)) setDraft(stored);
  }
  const [refusal, setRefusal] = useState<{ message: string; intervals: ReadonlySet<string> } | null>(null);
  const put = usePutBusinessHours();
  const toast = useToast();
  const dirty = !edit.sameHours(draft, stored);

  const change = (next: edit.HoursDraft) => {
    setDraft(next);
    // The marks point at places in what was sent; after a change they may point elsewhere.
    setRefusal((shown) => shown && { ...shown, intervals: new Set() });
  };
  const day = (d: Weekday) => ({
    onOpenChange: (open: boolean) => change(edit.setDayOpen(draft, d, open)),
    onRangeChange: (index: number, range: Partial<edit.TimeRange>) => change(edit.setRange(draft, d, index, range)),
    onAdd: () => {
      change(edit.addRange(draft, d));
      focusSoon(timeInputId(d, draft.week[d].ranges.length, 'open'));
    },
    onRemove: (index: number) => {
      change(edit.removeRange(draft, d, index));
      focusSoon(addIntervalId(d));
    },
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      const saved = await put.mutateAsync(edit.bodyOfDraft(draft));
      const next = edit.draftOfHours(saved);
      // As stored (each day's intervals in order), keeping the week under "Always open" as it was typed.
      if (!edit.sameHours(draft, next)) setDraft(next);
      toast.show({
        title: 'Business hours saved',
        description: saved.always_open ? 'Always open: every hour counts toward the targets.' : undefined,
        tone: 'success',
      });
    } catch (error) {
      const message = error instanceof Error ? edit.refusalText(error.message) : 'Something went wrong.';
      setRefusal({ message, intervals: edit.intervalsNamed(draft, message) });
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Business hours" className="space-y-5">
      <div className="flex items-start gap-2">
        <Checkbox
          id="hours-always-open"
          className="mt-0.5"
          checked={draft.alwaysOpen}
          onCheckedChange={(checked) => change(edit.setAlwaysOpen(draft, checked === true))}
          aria-describedby="hours-always-open-hint"
        />
        <div>
          <label htmlFor="hours-always-open" className="text-sm font-medium text-slate-900">
            Always open
          </label>
          <p id="hours-always-open-hint" className="text-xs text-slate-500">
            Every day, around the clock. Holidays below still close whole days.
          </p>
        </div>
      </div>

      {!draft.alwaysOpen && (
        <fieldset aria-describedby="hours-week-hint">
          <legend className="text-sm font-medium text-slate-900">Opening hours</legend>
          <p id="hours-week-hint" className="mt-0.5 text-xs text-slate-500">
            A day may have several intervals (around a lunch break). A close at midnight (00:00) is the end of the day.
          </p>
          <ul className="mt-1 divide-y divide-slate-100">
            {WEEKDAYS.map((d) => (
              <DayHoursRow
                key={d}
                day={d}
                schedule={draft.week[d]}
                invalid={refusal?.intervals ?? new Set()}
                errorId={ERROR_ID}
                {...day(d)}
              />
            ))}
          </ul>
        </fieldset>
      )}

      <HolidaysField
        holidays={draft.holidays}
        onAdd={(date) => change(edit.addHoliday(draft, date))}
        onRemove={(date) => change(edit.removeHoliday(draft, date))}
      />

      {refusal && (
        <p id={ERROR_ID} role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          <span className="font-medium">The business hours were not saved: </span>
          {refusal.message}
        </p>
      )}
      <div className="flex justify-end gap-2">
        <Button
          onClick={() => {
            setDraft(stored);
            setRefusal(null);
          }}
          disabled={!dirty || put.isPending}
        >
          Discard changes
        </Button>
        <Button type="submit" variant="primary" disabled={put.isPending}>
          {put.isPending ? 'Saving…' : 'Save business hours'}
        </Button>
      </div>
    </form>
  );
}
