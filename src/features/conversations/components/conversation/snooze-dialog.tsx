import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../../components/ui/button';
import { Dialog } from '../../../../components/ui/dialog';
import { Input } from '../../../../components/ui/input';

function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** "Pick a date…": a date and time in the agent's own time zone, sent as an exact instant (ISO with Z). */
export function SnoozeDialog({
  open,
  onOpenChange,
  onSnooze,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSnooze: (isoUntil: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [min] = useState(() => localInputValue(new Date()));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // portalled: keep the submit from bubbling to any form around the header
    const until = new Date(value);
    if (!value || Number.isNaN(until.getTime())) return setError('Pick a date and a time.');
    if (until.getTime() <= Date.now()) return setError('Pick a time in the future.');
    onSnooze(until.toISOString());
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Snooze until…"
      description="The conversation comes back to the inbox at that time."
    >
      <form onSubmit={submit} noValidate>
        <label htmlFor={id} className="block text-sm font-medium text-slate-700">
          Date and time
        </label>
        <Input
          id={id}
          type="datetime-local"
          min={min}
          value={value}
          className="mt-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setValue(event.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-xs font-medium text-red-700">
            {error}
          </p>
        )}
        <div className="mt-5 flex justify-end gap-2">
          <Button onClick={() => onOpenChange(false)}>Cancel</Button>
          <Button type="submit" variant="primary">
            Snooze
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
