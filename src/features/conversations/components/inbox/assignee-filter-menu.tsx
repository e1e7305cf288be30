import type { ReactElement } from 'react';
import type { Agent } from '#contract/agents';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../../components/ui/dropdown-menu';

/** The assignee filter's menu around its trigger (see assignee-filter.tsx, which loads it on demand). */
export function AssigneeFilterMenu({
  trigger,
  defaultOpen,
  value,
  others,
  onValueChange,
}: {
  trigger: ReactElement;
  defaultOpen: boolean;
  value: string;
  /** The agents but the signed-in one. */
  others: Agent[];
  onValueChange: (value: string) => void;
}) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuRadioGroup value={value} onValueChange={onValueChange}>
          <DropdownMenuRadioItem value="any">Anyone</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="me">Me</DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="unassigned">Unassigned</DropdownMenuRadioItem>
          {others.length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Agents</DropdownMenuLabel>
              {others.map((agent) => (
                <DropdownMenuRadioItem key={agent.id} value={`agent:${agent.email.toLowerCase()}`}>
                  <span className="truncate">{agent.name}</span>
                </DropdownMenuRadioItem>
              ))}
            </>
          )}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
