import type { UseFormRegisterReturn } from 'react-hook-form';
import { DEFAULT_DELAY_SECONDS } from '#contract/compose';

export const DELAY_OPTIONS = [
  { value: 0, label: 'Send now' },
  { value: DEFAULT_DELAY_SECONDS, label: `Undo for ${DEFAULT_DELAY_SECONDS} s` },
  { value: 30, label: 'Undo for 30 s' },
  { value: 60, label: 'Undo for 1 min' },
  { value: 300, label: 'Undo for 5 min' },
] as const;

/** How long a message waits before it is sent (and can be undone): a compact select beside Send. */
export function DelaySelect({ id, field, error }: { id: string; field: UseFormRegisterReturn; error?: string }) {
  return (
    <div className="flex items-center">
      <label htmlFor={id} className="sr-only">
        Send delay
      </label>
      <select
        id={id}
        title={error ?? 'Send delay: how long you can undo'}
        aria-invalid={error ? true : undefined}
        className="h-8 rounded-md border border-slate-200 bg-white pr-7 pl-2 text-xs text-slate-600 hover:border-slate-300 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-invalid:border-red-400"
        {...field}
      >
        {DELAY_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
