import { Keyboard } from 'lucide-react';
import type { Ref } from 'react';
import type { Agent } from '#contract/agents';
import type { ConversationOrder, ConversationStatus } from '#contract/conversations';
import { Button } from '../../../../components/ui/button';
import { readControls, statusTabOf, withAssignee, withStatus, withTag } from '../../inbox-search';
import { AssigneeFilter } from './assignee-filter';
import { OrderSelect } from './order-select';
import { SearchBox } from './search-box';
import { StatusTabs } from './status-tabs';
import { TagFilter } from './tag-filter';

export interface InboxHeaderProps {
  q: string;
  order: ConversationOrder;
  searchError: string | null;
  meEmail: string;
  agents: Agent[];
  knownTags: string[];
  panelId: string;
  searchRef: Ref<HTMLInputElement>;
  onQuery: (q: string) => void;
  onOrder: (order: ConversationOrder) => void;
  onShowShortcuts: () => void;
}

/** The view's controls. Each one rewrites the search text, which stays the single source of truth. */
export function InboxHeader(props: InboxHeaderProps) {
  const { q, onQuery } = props;
  const controls = readControls(q);
  const tab: ConversationStatus | null = statusTabOf(q);

  return (
    <div className="shrink-0 space-y-3 border-b border-slate-200 px-4 pt-4">
      <div className="flex items-center gap-2">
        <h1 className="text-lg font-semibold tracking-tight text-slate-900">Inbox</h1>
        <Button
          size="sm"
          variant="ghost"
          className="ml-auto text-slate-500"
          aria-label="Keyboard shortcuts"
          title="Keyboard shortcuts (?)"
          onClick={props.onShowShortcuts}
        >
          <Keyboard aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <SearchBox q={q} error={props.searchError} onSearch={onQuery} inputRef={props.searchRef} />
      <div className="flex flex-wrap items-center gap-2">
        <AssigneeFilter
          value={controls.assignee}
          meEmail={props.meEmail}
          agents={props.agents}
          onChange={(assignee) => onQuery(withAssignee(q, assignee))}
        />
        <TagFilter selected={controls.tags} known={props.knownTags} onChange={(tag, on) => onQuery(withTag(q, tag, on))} />
      </div>
      <div className="flex items-center justify-between gap-2">
        <StatusTabs value={tab} panelId={props.panelId} onChange={(status) => onQuery(withStatus(q, status))} />
        <div className="-mt-1.5">
          <OrderSelect value={props.order} onChange={props.onOrder} />
        </div>
      </div>
    </div>
  );
}
