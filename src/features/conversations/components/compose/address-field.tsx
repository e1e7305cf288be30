import type { ClipboardEvent } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { parseAddressList } from '#contract/address-list';
import { cn } from '../../../../lib/cn';
import { FieldError } from './field-error';
import { labelFieldMessage } from './server-errors';

/** Pasted lists are often one address a line: a text input would glue them together, so lines become commas. */
export function pasteAsList(event: ClipboardEvent<HTMLInputElement>, onChange: UseFormRegisterReturn['onChange']) {
  const text = event.clipboardData.getData('text/plain');
  if (!/[\r\n\t]/.test(text)) return;
  event.preventDefault();
  const input = event.currentTarget;
  const list = text
    .split(/[\r\n\t]+/)
    .map((part) => part.trim().replace(/[,;]$/, ''))
    .filter(Boolean)
    .join(', ');
  input.setRangeText(list, input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length, 'end');
  void onChange({ target: input, type: 'change' });
}

/**
 * To, Cc or Bcc: one line that takes "Jane <jane@x.com>, bob@y.org" as typed or pasted. Once the field was
 * left (or the form submitted), every invalid entry is listed under it, parsed exactly as the server will.
 */
export function AddressField({
  id,
  label,
  field,
  value,
  error,
  autoFocus,
  trailing,
}: {
  id: string;
  label: string;
  field: UseFormRegisterReturn;
  value: string;
  error?: string;
  autoFocus?: boolean;
  trailing?: React.ReactNode;
}) {
  const errorId = `${id}-error`;
  const parsed = error ? parseAddressList(value, field.name) : undefined;
  const invalid = parsed && !parsed.ok ? parsed.invalid.filter((entry) => entry.trim() !== '') : [];
  const message = invalid.length > 1 ? `${invalid.length} invalid addresses:` : labelFieldMessage(error, field.name, label);
  return (
    <div className="flex items-start gap-3 border-b border-slate-100 px-5 py-1.5">
      <label htmlFor={id} className="w-12 shrink-0 pt-1.5 text-sm text-slate-500">
        {label}
      </label>
      <div className="min-w-0 flex-1">
        <input
          id={id}
          type="text"
          inputMode="email"
          autoComplete="off"
          spellCheck={false}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={cn(
            'h-8 w-full rounded-md px-1.5 text-sm text-slate-900 placeholder:text-slate-400 focus-visible:outline-2 focus-visible:outline-indigo-500/50',
            error && 'bg-red-50/60',
          )}
          placeholder="name@example.com, Jane Doe <jane@example.com>"
          {...field}
          onPaste={(event) => pasteAsList(event, field.onChange)}
        />
        {error && (
          <div id={errorId} className="mt-0.5 mb-1 flex flex-wrap items-center gap-1 text-xs font-medium text-red-700">
            <span>{message}</span>
            {invalid.length > 1 &&
              invalid.map((entry) => (
                <span key={entry} className="rounded bg-red-100 px-1.5 py-0.5 font-mono text-[11px] text-red-800">
                  {entry}
                </span>
              ))}
          </div>
        )}
      </div>
      {trailing}
    </div>
  );
}

export { FieldError };
