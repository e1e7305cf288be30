import type { ChangeEvent } from 'react';
import { fieldClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** A labelled select of the page's lists; its first option (`allLabel`, "All" by default) is no filter: undefined. */
export function FilterSelect({
  id,
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
}: {
  id: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string | undefined) => void;
  allLabel?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value || undefined)}
        className={cn(fieldClass, 'mt-1 h-8 w-36 py-0')}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
