import { Checkbox } from '../../../components/ui/checkbox';
import { useAgents } from '../../agents/api/get-agents';
import { sentence } from '../rule-refusal';

/** The agents a round robin assigns to in turn: each new match goes to the next of them. */
export function RoundRobinFields({
  id,
  position,
  value,
  onChange,
  error,
}: {
  id: string;
  /** "action 2": how the group names its action for screen readers. */
  position: string;
  value: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
  error?: string;
}) {
  const agents = useAgents();
  const chosen = Array.isArray(value.agent_ids) ? (value.agent_ids as number[]) : [];
  const toggle = (agentId: number, on: boolean) =>
    onChange({ agent_ids: on ? [...chosen, agentId] : chosen.filter((a) => a !== agentId) });
  const errorId = `${id}-agent_ids-error`;
  return (
    <div>
      <p aria-hidden="true" className="block text-xs font-medium text-slate-600">
        Agents taking turns
      </p>
      <div
        role="group"
        aria-label={`Agents taking turns (${position})`}
        aria-describedby={error ? errorId : undefined}
        className="mt-1.5 grid gap-1.5 sm:grid-cols-2"
      >
        {agents.isPending && <p className="text-xs text-slate-500">Loading agents…</p>}
        {agents.data?.map((agent) => {
          const boxId = `${id}-agent-${agent.id}`;
          return (
            <div key={agent.id} className="flex items-center gap-2">
              <Checkbox id={boxId} checked={chosen.includes(agent.id)} onCheckedChange={(on) => toggle(agent.id, on === true)} />
              <label htmlFor={boxId} className="min-w-0 truncate text-sm text-slate-700">
                {agent.name} <span className="text-xs text-slate-500">{agent.email}</span>
              </label>
            </div>
          );
        })}
      </div>
      {agents.isError && <p className="mt-1 text-xs font-medium text-red-700">Could not load the agents.</p>}
      {error && (
        <p id={errorId} className="mt-1 text-xs font-medium text-red-700">
          {sentence(error.replace(/^agent_ids /, ''))}
        </p>
      )}
    </div>
  );
}
