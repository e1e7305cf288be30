import { ChevronDown } from 'lucide-react';
import type { Agent } from '#contract/agents';
import { Button } from '../../../../components/ui/button';
import { useLazyTrigger } from '../../../../components/ui/lazy-trigger';
import { cn } from '../../../../lib/cn';
import type { AssigneeFilter as AssigneeValue } from '../../inbox-search';
import { ACTIVE_FILTER } from './filter-styles';
import { inboxExtras } from './inbox-extras';

const toValue = (filter: AssigneeValue, meEmail: string): string => {
  if (filter.type === 'any') return 'any';
  if (filter.type === 'unassigned') return 'unassigned';
  if (filter.type === 'me') return 'me';
  if (filter.emails.length === 1) return filter.emails[0] === meEmail ? 'me' : `agent:${filter.emails[0]}`;
  return 'several';
};

function label(value: string, filter: AssigneeValue, agents: Agent[]): string {
  if (value === 'any') return 'Anyone';
  if (value === 'me') return 'Me';
  if (value === 'unassigned') return 'Unassigned';
  if (filter.type === 'agents' && filter.emails.length === 1) {
    const email = filter.emails[0];
    return agents.find((a) => a.email.toLowerCase() === email)?.name ?? email ?? '';
  }
  return filter.type === 'agents' ? `${filter.emails.length} agents` : 'Anyone';
}

/**
 * Me, unassigned or any agent: writes `assigned:me`, `assigned:none` or `assigned:<email>` into the search. The
 * menu is loaded on demand: until then the same button stands alone (and opens the menu once it has come).
 */
export function AssigneeFilter({
  value: filter,
  meEmail,
  agents,
  onChange,
}: {
  value: AssigneeValue;
  meEmail: string;
  agents: Agent[];
  onChange: (filter: AssigneeValue) => void;
}) {
  const me = meEmail.toLowerCase();
  const value = toValue(filter, me);
  const onValueChange = (next: string) => {
    if (next === 'any') onChange({ type: 'any' });
    else if (next === 'unassigned') onChange({ type: 'unassigned' });
    else if (next === 'me') onChange({ type: 'me' });
    else if (next.startsWith('agent:')) onChange({ type: 'agents', emails: [next.slice('agent:'.length)] });
  };
  const others = agents.filter((a) => a.email.toLowerCase() !== me);

  const menu = useLazyTrigger(inboxExtras, 'press');
  const trigger = (
    <Button
      size="sm"
      className={cn('max-w-60 font-normal', value !== 'any' && ACTIVE_FILTER)}
      {...(menu.loaded ? { ref: menu.focusRef } : { ...menu.fallbackProps, 'aria-haspopup': 'menu', 'aria-expanded': false })}
    >
      <span className="sr-only opacity-75 sm:not-sr-only">Assignee:</span>
      <span className="truncate font-medium">{label(value, filter, agents)}</span>
      <ChevronDown aria-hidden="true" className="size-3.5 shrink-0 opacity-70" />
    </Button>
  );
  if (!menu.loaded) return trigger;
  const { AssigneeFilterMenu } = menu.loaded;
  return <AssigneeFilterMenu trigger={trigger} defaultOpen={menu.open} value={value} others={others} onValueChange={onValueChange} />;
}
