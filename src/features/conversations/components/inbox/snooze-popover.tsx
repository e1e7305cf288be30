import { AlarmClock } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '../../../../components/ui/popover';
import { SNOOZE_PRESETS, customSnoozeTime } from './snooze-time';
import { ToolButton } from './tool-button';

/** The Snooze menu of the bulk toolbar: presets, or a date and time of the agent's choice. */
export function SnoozePopover({
  open,
  onOpenChange,
  onSnooze,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSnooze: (until: string) => void;
}) {
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const choose = (until: string) => {
    onOpenChange(false);
    onSnooze(until);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <ToolButton>
          <AlarmClock aria-hidden="true" />
          Snooze
        </ToolButton>
      </PopoverTrigger>
      <PopoverContent aria-label="Snooze until" className="w-72 p-1">
        <p className="px-2 pt-1.5 pb-1 text-xs font-medium text-slate-500">Snooze until</p>
        <ul>
          {SNOOZE_PRESETS.map((preset) => (
            <li key={preset.value}>
              <button
                type="button"
                onClick={() => choose(preset.value)}
                className="flex w-full items-center justify-between rounded-md px-2 py-1.5 text-left text-sm hover:bg-slate-100 focus-visible:bg-slate-100 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600"
              >
                {preset.label}
                <span aria-hidden="true" className="text-xs text-slate-500">
                  {preset.hint}
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
            const result = customSnoozeTime(custom, Date.now());
            if ('error' in result) setError(result.error);
            else choose(result.iso);
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
      </PopoverContent>
    </Popover>
  );
}
