import { LoaderCircle } from 'lucide-react';
import type { BulkOperation } from '#contract/conversations';
import { useBulkOperation } from '../../api/get-bulk-operation';
import type { BulkChange } from '../../bulk-change';
import type { MatchingRun } from '../../matching-runs';

const number = (n: number) => n.toLocaleString('en');
const conversations = (n: number) => `${number(n)} ${n === 1 ? 'conversation' : 'conversations'}`;

/** "Closing 1,240 conversations" while a change over a whole view runs. */
export function progressSentence(change: BulkChange, total: number): string {
  const what = conversations(total);
  switch (change.kind) {
    case 'status':
      return { OPENED: `Opening ${what}`, CLOSED: `Closing ${what}`, SPAM: `Marking ${what} as spam`, DELETE: `Deleting ${what}` }[change.status];
    case 'snooze':
      return `Snoozing ${what}`;
    case 'assign':
      return change.agent ? `Assigning ${what} to ${change.agent.name}` : `Unassigning ${what}`;
    case 'tag':
      return `Tagging ${what} “${change.tag}”`;
    case 'untag':
      return `Removing the tag “${change.tag}” from ${what}`;
  }
}

const linkButton =
  'rounded px-1 font-semibold text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * Under the toolbar once every loaded row is selected: the way to select every conversation of the view
 * (Gmail's "Select all conversations that match this search"), then what is selected.
 */
export function SelectMatchingNotice({
  all,
  loaded,
  count,
  max,
  onSelectAll,
  onClear,
}: {
  all: boolean;
  loaded: number;
  count: number;
  max: number;
  onSelectAll: () => void;
  onClear: () => void;
}) {
  if (all) {
    return (
      <p className="text-[13px] text-slate-700">
        All {conversations(count)} matching this view are selected.{' '}
        <button type="button" className={linkButton} onClick={onClear}>
          Clear selection
        </button>
      </p>
    );
  }
  if (count > max) {
    return (
      <p className="text-[13px] text-slate-700">
        This view matches more than {conversations(max)}: narrow it down to change them all at once.
      </p>
    );
  }
  return (
    <p className="text-[13px] text-slate-700">
      All {conversations(loaded)} loaded are selected.{' '}
      <button type="button" className={linkButton} onClick={onSelectAll}>
        Select all {conversations(count)} matching this view
      </button>
    </p>
  );
}

/** A change over a whole view, batch after batch (its progress comes from the stream). */
export function MatchingProgress({ run }: { run: MatchingRun }) {
  const { data } = useBulkOperation(run.operation.id);
  const operation: BulkOperation = data ?? run.operation;
  const label = progressSentence(run.change, operation.total);
  return (
    <div className="flex items-center gap-2 text-[13px] text-slate-700">
      <LoaderCircle aria-hidden="true" className="size-3.5 shrink-0 animate-spin text-indigo-600" />
      <span className="whitespace-nowrap">{label}…</span>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={operation.total}
        aria-valuenow={operation.processed}
        aria-valuetext={`${number(operation.processed)} of ${number(operation.total)}`}
        className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-indigo-100"
      >
        <div
          className="h-full rounded-full bg-indigo-600 transition-[width]"
          style={{ width: `${operation.total > 0 ? (100 * operation.processed) / operation.total : 0}%` }}
        />
      </div>
      <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums">
        {number(operation.processed)} / {number(operation.total)}
      </span>
    </div>
  );
}
