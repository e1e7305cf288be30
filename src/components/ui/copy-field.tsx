import type { FocusEvent } from 'react';
import { CopyButton } from './copy-button';
import { Input } from './input';

/** A secret or link to hand on: read-only, selected whole on focus, with a copy button beside it. */
export function CopyField({
  id,
  label,
  value,
  copyLabel = 'Copy',
  autoFocus = false,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel?: string;
  /** Focus (and so select) it when it appears, e.g. in a dialog whose form it replaces. */
  autoFocus?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <Input
          id={id}
          readOnly
          autoFocus={autoFocus}
          value={value}
          spellCheck={false}
          onFocus={(event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()}
          className="min-w-0 flex-1 bg-slate-50 font-mono text-xs"
        />
        <CopyButton text={value} label={copyLabel} />
      </div>
    </div>
  );
}
