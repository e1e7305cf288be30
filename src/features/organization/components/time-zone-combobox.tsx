import { ChevronsUpDown } from 'lucide-react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { FieldControlProps } from '../../../components/ui/form-field';
import { fieldClass } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { matchTimeZones, timeZoneOptions } from '../time-zones';

/**
 * A searchable list of the IANA time zones (the WAI-ARIA combobox pattern): typing filters by any part of the
 * name or the offset, the arrow keys move through the matches, Enter or a click chooses, Escape puts back the
 * chosen zone. Only a zone of the list can be chosen; leaving the field with text that names none keeps the last.
 */
export function TimeZoneCombobox({
  control,
  value,
  onChange,
  onBlur,
  disabled,
}: {
  control: FieldControlProps;
  value: string;
  onChange: (zone: string) => void;
  onBlur: () => void;
  disabled?: boolean;
}) {
  const listId = useId();
  const options = useMemo(() => timeZoneOptions(new Date(), value), [value]);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const list = useRef<HTMLUListElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const open = query !== null;
  const matches = useMemo(() => (open ? matchTimeZones(options, query) : []), [open, options, query]);
  const current = options.find((o) => o.zone === value);

  const choose = (zone: string) => {
    onChange(zone);
    setQuery(null);
    // Selected, so that typing again searches anew rather than adding to the chosen name.
    window.setTimeout(() => input.current?.select(), 0);
  };
  const move = (to: number) => {
    const next = Math.max(0, Math.min(matches.length - 1, to));
    setActive(next);
    list.current?.children[next]?.scrollIntoView({ block: 'nearest' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setQuery('');
        setActive(
          Math.max(
            0,
            options.findIndex((o) => o.zone === value),
          ),
        );
      } else move(active + (event.key === 'ArrowDown' ? 1 : -1));
    } else if (event.key === 'Enter' && open) {
      // Chooses the highlighted zone rather than submitting the form with a half-typed one.
      event.preventDefault();
      const chosen = matches[active];
      if (chosen) choose(chosen.zone);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setQuery(null);
    }
  };

  return (
    <div className="relative">
      <input
        {...control}
        ref={input}
        type="text"
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && matches[active] ? `${listId}-${active}` : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={open ? query : value}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
        }}
        onFocus={(event) => event.currentTarget.select()}
        onKeyDown={onKeyDown}
        onBlur={() => {
          // Text that is exactly a zone's name (any case) chooses it; anything else keeps the chosen zone.
          const typed = query?.trim().toLowerCase();
          const exact = typed ? options.find((o) => o.zone.toLowerCase() === typed) : undefined;
          if (exact) onChange(exact.zone);
          setQuery(null);
          onBlur();
        }}
        className={cn(fieldClass, 'h-9 pr-24')}
      />
      <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-2 flex items-center gap-1 text-xs text-slate-500">
        {!open && current?.offset}
        <ChevronsUpDown className="size-4" />
      </span>
      {open && (
        <ul
          ref={list}
          id={listId}
          role="listbox"
          aria-label="Time zones"
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg"
        >
          {matches.length === 0 ? (
            <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-1.5 text-slate-500">
              No time zone matches “{query}”
            </li>
          ) : (
            matches.map((option, index) => (
              <li
                key={option.zone}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.zone === value}
                // Keeps focus in the field, so its blur does not close the list before the click lands.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option.zone)}
                onMouseMove={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer justify-between gap-3 px-3 py-1.5',
                  index === active ? 'bg-indigo-50 text-indigo-900' : 'text-slate-800',
                  option.zone === value && 'font-medium',
                )}
              >
                <span>{option.zone.replaceAll('_', ' ')}</span>
                <span className="text-xs text-slate-600">{option.offset}</span>
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}
