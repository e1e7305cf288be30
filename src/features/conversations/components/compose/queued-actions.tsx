import { X } from 'lucide-react';
import type { z } from 'zod';
import type { ComposeActionSchema } from '#contract/compose';
import { useAgents } from '../../../agents/api/get-agents';
import { actionWords } from '../../../snippets/action-words';
import { FieldError } from './field-error';

/** An action to run once the message was sent (a snippet's other steps), as the API takes it. */
export type QueuedAction = z.input<typeof ComposeActionSchema>;

/** "Then: close · tag refund": what runs after the send, each removable. */
export function QueuedActionChips({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: QueuedAction[];
  onChange: (next: QueuedAction[]) => void;
  error?: string;
}) {
  const agents = useAgents();
  const agentName = (agentId: number) => agents.data?.find((a) => a.id === agentId)?.name;
  if (value.length === 0 && !error) return null;
  return (
    <div id={id} className="flex flex-wrap items-center gap-1.5 text-xs">
      {value.length > 0 && (
        <>
          <span id={`${id}-label`} className="font-medium text-slate-600">
            Then, once sent:
          </span>
          <ul aria-labelledby={`${id}-label`} className="flex flex-wrap items-center gap-1.5">
            {value.map((action, index) => {
              const words = actionWords(action, agentName);
              return (
                <li
                  key={`${action.name}-${index}`}
                  className="inline-flex items-center gap-0.5 rounded-full border border-indigo-200 bg-indigo-50 py-0.5 pr-0.5 pl-2.5 font-medium text-indigo-800"
                >
                  {words}
                  <button
                    type="button"
                    aria-label={`Remove "${words}"`}
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                    className="rounded-full p-0.5 text-indigo-600 hover:bg-indigo-100 hover:text-indigo-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    <X aria-hidden="true" className="size-3" />
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
