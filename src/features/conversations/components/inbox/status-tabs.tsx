import { useRef, type KeyboardEvent } from 'react';
import type { ConversationStatus } from '#contract/conversations';
import { cn } from '../../../../lib/cn';

export const STATUS_VIEWS: { status: ConversationStatus; label: string }[] = [
  { status: 'opened', label: 'Opened' },
  { status: 'snoozed', label: 'Snoozed' },
  { status: 'closed', label: 'Closed' },
  { status: 'spam', label: 'Spam' },
];

export const statusTabId = (status: ConversationStatus) => `inbox-tab-${status}`;

/**
 * Tabs over the list (the tab panel). Arrow keys move between tabs and activate them; the
 * selection follows the `status:` terms of the search (none: Opened; several: no tab).
 */
export function StatusTabs({
  value,
  panelId,
  onChange,
}: {
  value: ConversationStatus | null;
  panelId: string;
  onChange: (status: ConversationStatus) => void;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusIndex = value === null ? 0 : STATUS_VIEWS.findIndex((v) => v.status === value);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = STATUS_VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    const view = STATUS_VIEWS[next];
    if (view) onChange(view.status);
  };

  return (
    <div role="tablist" aria-label="Status" className="-mb-px flex gap-4">
      {STATUS_VIEWS.map((view, index) => {
        const selected = view.status === value;
        return (
          <button
            key={view.status}
            ref={(el) => {
              refs.current[index] = el;
            }}
            id={statusTabId(view.status)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={index === focusIndex ? 0 : -1}
            onClick={() => onChange(view.status)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'relative border-b-2 px-0.5 pt-1 pb-2 text-sm font-medium transition-colors focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-indigo-600',
              selected ? 'border-indigo-600 text-slate-900' : 'border-transparent text-slate-500 hover:text-slate-800',
            )}
          >
            {view.label}
          </button>
        );
      })}
    </div>
  );
}
