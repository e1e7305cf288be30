import { cn } from '../../../lib/cn';

/** A few mutually exclusive choices as toggle buttons (aria-pressed), in a group named by `label`. */
export function Segmented<V extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label={label} className="inline-flex flex-wrap rounded-md border border-slate-300 bg-white p-0.5 shadow-xs">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
          className={cn(
            'h-8 rounded px-3 text-sm font-medium whitespace-nowrap focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
            option.value === value ? 'bg-indigo-600 text-white' : 'text-slate-700 hover:bg-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
