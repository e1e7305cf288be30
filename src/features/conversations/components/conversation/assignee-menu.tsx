import { ChevronDown, UserRound } from 'lucide-react';
import type { Conversation } from '#contract/conversations';
import { useAgents } from '../../../agents/api/get-agents';
import type { BulkChange } from '../../bulk-change';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { Avatar } from './avatar';
import { pillButtonClass } from './menu-styles';

/** Who owns the conversation: the agent first, then the team; typing a name jumps to it (menu typeahead). */
export function AssigneeMenu({
  conversation,
  meId,
  open,
  onOpenChange,
  onChange,
}: {
  conversation: Conversation;
  meId: number;
  /** Controlled, so the `a` shortcut can open it. */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChange: (change: BulkChange) => void;
}) {
  const agents = useAgents();
  const assignee = conversation.assignee;
  const current = assignee ? String(assignee.id) : 'none';
  const ordered = [...(agents.data ?? [])].sort((a, b) => Number(b.id === meId) - Number(a.id === meId));

  const select = (value: string) => {
    if (value === current) return;
    if (value === 'none') return onChange({ kind: 'assign', agent: null });
    const agent = agents.data?.find((a) => String(a.id) === value);
    if (agent) onChange({ kind: 'assign', agent: { id: agent.id, name: agent.name, email: agent.email } });
  };

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger className={pillButtonClass}>
        {assignee ? <Avatar name={assignee.name} agent size="sm" /> : <UserRound aria-hidden="true" className="size-4 text-slate-400" />}
        <span className="sr-only">Assigned to: </span>
        <span className="max-w-40 truncate">
          {assignee ? (assignee.id === meId ? `${assignee.name} (you)` : assignee.name) : 'Unassigned'}
        </span>
        <ChevronDown aria-hidden="true" className="size-3.5 text-slate-500" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-80 min-w-56">
        <DropdownMenuLabel>Assign to</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={current} onValueChange={select}>
          <DropdownMenuRadioItem value="none">Unassigned</DropdownMenuRadioItem>
          <DropdownMenuSeparator />
          {agents.isPending && <DropdownMenuItem disabled>Loading agents…</DropdownMenuItem>}
          {agents.isError && <DropdownMenuItem disabled>Could not load the agents</DropdownMenuItem>}
          {ordered.map((agent) => (
            <DropdownMenuRadioItem key={agent.id} value={String(agent.id)} textValue={agent.name}>
              <Avatar name={agent.name} agent size="sm" />
              <span className="truncate">{agent.id === meId ? `${agent.name} (you)` : agent.name}</span>
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
