import { CircleCheck, Inbox, Trash2, X } from 'lucide-react';
import { Toolbar } from 'radix-ui';
import type { Agent, AgentSummary } from '#contract/agents';
import type { ConversationStatus } from '#contract/conversations';
import type { BulkChange } from '../../bulk-change';
import { AssignMenu } from './assign-menu';
import { SnoozePopover } from './snooze-popover';
import { SpamControl } from './spam-control';
import { TagActionPopover } from './tag-action-popover';
import { ToolButton } from './tool-button';

export interface BulkToolbarProps {
  count: number;
  /** The view's single status, if any: the action that would change nothing there is left out. */
  viewStatus: ConversationStatus | null;
  agents: Agent[];
  meId: number;
  canBlock: boolean;
  /** Tags seen in the view (to add) and on the selected conversations (to remove). */
  viewTags: string[];
  selectionTags: string[];
  snoozeOpen: boolean;
  onSnoozeOpenChange: (open: boolean) => void;
  onChange: (change: BulkChange) => void;
  onDelete: () => void;
  onClear: () => void;
}

/** Actions on the selected conversations; shown while anything is selected. */
export function BulkToolbar(props: BulkToolbarProps) {
  const { onChange } = props;
  return (
    <Toolbar.Root aria-label="Bulk actions" className="flex min-w-0 flex-1 flex-wrap items-center gap-x-0.5 gap-y-1">
      <span className="pl-0.5 text-sm font-semibold whitespace-nowrap text-slate-900 tabular-nums" aria-live="polite">
        {props.count} selected
      </span>
      <ToolButton onClick={props.onClear} aria-label="Clear selection" title="Clear selection" className="px-1.5 text-slate-600">
        <X aria-hidden="true" />
        Clear
      </ToolButton>
      <Toolbar.Separator className="mx-1.5 h-4 w-px bg-slate-300" />
      {props.viewStatus !== 'opened' && (
        <ToolButton onClick={() => onChange({ kind: 'status', status: 'OPENED' })}>
          <Inbox aria-hidden="true" />
          Open
        </ToolButton>
      )}
      {props.viewStatus !== 'closed' && (
        <ToolButton onClick={() => onChange({ kind: 'status', status: 'CLOSED' })}>
          <CircleCheck aria-hidden="true" />
          Close
        </ToolButton>
      )}
      <SnoozePopover
        open={props.snoozeOpen}
        onOpenChange={props.onSnoozeOpenChange}
        onSnooze={(until) => onChange({ kind: 'snooze', until })}
      />
      <AssignMenu agents={props.agents} meId={props.meId} onAssign={(agent: AgentSummary | null) => onChange({ kind: 'assign', agent })} />
      {props.viewStatus !== 'spam' && (
        <SpamControl canBlock={props.canBlock} onSpam={(block) => onChange({ kind: 'status', status: 'SPAM', block })} />
      )}
      <TagActionPopover mode="add" suggestions={props.viewTags} onSubmit={(tag) => onChange({ kind: 'tag', tag })} />
      <TagActionPopover mode="remove" suggestions={props.selectionTags} onSubmit={(tag) => onChange({ kind: 'untag', tag })} />
      <ToolButton onClick={props.onDelete} className="text-red-700 hover:bg-red-50 hover:text-red-800">
        <Trash2 aria-hidden="true" />
        Delete
      </ToolButton>
    </Toolbar.Root>
  );
}
