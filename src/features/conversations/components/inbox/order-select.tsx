import { ArrowUpDown } from 'lucide-react';
import type { ConversationOrder } from '#contract/conversations';
import { CONVERSATION_ORDERS } from '../../../../lib/contract-constants';

const LABELS: Record<ConversationOrder, string> = {
  priority: 'Priority',
  oldest: 'Oldest',
  newest: 'Newest',
  longest: 'Longest waiting',
  due: 'Due first (SLA)',
};

const isOrder = (value: string): value is ConversationOrder => (CONVERSATION_ORDERS as readonly string[]).includes(value);

export function OrderSelect({ value, onChange }: { value: ConversationOrder; onChange: (order: ConversationOrder) => void }) {
  return (
    <div className="relative flex items-center">
      <label htmlFor="inbox-order" className="sr-only">
        Sort by
      </label>
      <ArrowUpDown aria-hidden="true" className="pointer-events-none absolute left-2 size-3.5 text-slate-500" />
      <select
        id="inbox-order"
        value={value}
        onChange={(event) => {
          if (isOrder(event.target.value)) onChange(event.target.value);
        }}
        className="h-8 field-sizing-content appearance-none rounded-md border border-transparent bg-transparent pr-2 pl-7 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {CONVERSATION_ORDERS.map((order) => (
          <option key={order} value={order}>
            {LABELS[order]}
          </option>
        ))}
      </select>
    </div>
  );
}
