import { UserPlus, UserRoundX } from 'lucide-react';
import type { Agent, AgentSummary } from '#contract/agents';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';
import { AssigneeAvatar } from './assignee-avatar';
import { ToolButton } from './tool-button';

/** Assign the selection to an agent (you first), or unassign it. */
export function AssignMenu({ agents, meId, onAssign }: { agents: Agent[]; meId: number; onAssign: (agent: AgentSummary | null) => void }) {
  const ordered = [...agents].sort((a, b) => Number(b.id === meId) - Number(a.id === meId));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <ToolButton>
          <UserPlus aria-hidden="true" />
          Assign
        </ToolButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent aria-label="Assign to">
        <DropdownMenuLabel>Assign to</DropdownMenuLabel>
        {ordered.map((agent) => (
          <DropdownMenuItem key={agent.id} onSelect={() => onAssign({ id: agent.id, name: agent.name, email: agent.email })}>
            <AssigneeAvatar agent={agent} decorative />
            <span className="truncate">{agent.id === meId ? `${agent.name} (you)` : agent.name}</span>
          </DropdownMenuItem>
        ))}
        {ordered.length === 0 && <p className="px-2 py-1.5 text-xs text-slate-500">Loading agents…</p>}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAssign(null)}>
          <UserRoundX aria-hidden="true" className="size-4 text-slate-500" />
          Unassign
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
