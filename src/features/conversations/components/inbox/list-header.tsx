import type { ReactNode } from 'react';
import { Checkbox } from '../../../../components/ui/checkbox';
import { cn } from '../../../../lib/cn';
import type { CheckState } from './selection';

/**
 * Above the rows: "select all loaded", then the bulk toolbar while anything is selected, else a count; under
 * them a notice (select every match of the view, or a change over the view in progress).
 */
export function ListHeader({
  allState,
  loaded,
  complete,
  onToggleAll,
  toolbar,
  notice,
}: {
  allState: CheckState;
  loaded: number;
  /** Whether every page is loaded (else the count is a lower bound). */
  complete: boolean;
  onToggleAll: () => void;
  toolbar: ReactNode;
  notice?: ReactNode;
}) {
  return (
    <div className={cn('shrink-0 border-b border-slate-200 py-2 pr-3 pl-4', toolbar ? 'bg-indigo-50/60' : 'bg-slate-50/80')}>
      <div className="flex min-h-7 items-start gap-3">
        <Checkbox className="mt-1.5" aria-label="Select all loaded conversations" checked={allState} onCheckedChange={onToggleAll} />
        {toolbar ?? (
          <p className="text-xs leading-7 text-slate-500 tabular-nums">
            {loaded}
            {complete ? '' : '+'} {loaded === 1 ? 'conversation' : 'conversations'}
          </p>
        )}
      </div>
      {notice && <div className="mt-1.5 pl-7">{notice}</div>}
    </div>
  );
}
