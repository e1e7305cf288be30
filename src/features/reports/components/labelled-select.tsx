import { useId, type ReactNode } from 'react';
import { fieldClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';

/** A native select with its visible label above it. */
export function LabelledSelect({
  label,
  value,
  onChange,
  children,
  className,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={cn(fieldClass, 'h-9 pr-8')}>
        {children}
      </select>
    </div>
  );
}
