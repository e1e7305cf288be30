import { useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { sessionQueryOptions } from '../../../session/api/session';
import { SNOOZE_PRESETS, customSnoozeTime, snoozeHint } from './snooze-time';

/** The snooze choices: presets, or a date and time of the agent's choice. Shared by the toolbar and the `s` dialog. */
export function SnoozeOptions({ onChoose }: { onChoose: (until: string) => void }) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  return (
    <>
      <ul>
        {SNOOZE_PRESETS.map((preset) => (
          <li key={preset.value}>
            <button
              type="button"
              onClick={() => onChoose(preset.value)}
              className="flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
            >
              {preset.label}
              <span aria-hidden="true" className="text-xs text-slate-500">
                {snoozeHint(preset.hint, session.organization.timezone, browserZone)}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <form
        className="mt-1 border-t border-slate-100 px-2 pt-2 pb-1.5"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation(); // portalled: keep the submit from bubbling to any form around the trigger
          const result = customSnoozeTime(custom, Date.now());
          if ('error' in result) setError(result.error);
          else onChoose(result.iso);
        }}
      >
        <label htmlFor={inputId} className="text-xs font-medium text-slate-600">
          Custom date and time
        </label>
        <input
          id={inputId}
          type="datetime-local"
          value={custom}
          onChange={(event) => {
            setCustom(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="mt-1 h-8 w-full rounded-md border border-slate-300 px-2 text-sm focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-indigo-600"
        />
        {error && (
          <p id={`${inputId}-error`} role="alert" className="mt-1 text-xs text-red-700">
            {error}
          </p>
        )}
        <Button type="submit" size="sm" variant="primary" className="mt-2 w-full">
          Snooze until then
        </Button>
      </form>
    </>
  );
}
