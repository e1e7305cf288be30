import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, FlaskConical, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { Channel } from '#contract/channels';
import type { Rule } from '#contract/rules';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Switch } from '../../../components/ui/switch';
import { cn } from '../../../lib/cn';
import { RelativeTime } from '../../conversations/components/conversation/relative-time';
import { actedCount, actionsWords, conditionsWords, TRIGGER_WORDS } from '../rule-words';
import { rowIconButton } from './rule-form-types';

/** The ids of a rule's move buttons: focus goes back to one once the list shows the move. */
export const moveButtonId = (rule: Rule, way: 'up' | 'down') => `rule-${rule.id}-move-${way}`;

/**
 * One rule in the list: dragged by its handle (or moved with its buttons), switched on and off at once, its
 * trigger, conditions and actions in words, when it last acted; test, edit and delete.
 */
export function RuleCard({
  rule,
  index,
  count,
  channels,
  agents,
  now,
  onMove,
  onEnable,
  onTest,
  onEdit,
  onDelete,
}: {
  rule: Rule;
  index: number;
  count: number;
  channels: readonly Channel[];
  agents: readonly { id: number; name: string }[];
  now: number;
  onMove: (to: number, way: 'up' | 'down') => void;
  onEnable: (enabled: boolean) => void;
  onTest: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { setNodeRef, setActivatorNodeRef, attributes, listeners, transform, transition, isDragging } = useSortable({ id: rule.id });
  const acted = actedCount(rule.applied_count);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        'flex gap-2 rounded-lg border border-slate-200 bg-white p-3 sm:gap-3 sm:p-4',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-indigo-500/30',
      )}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${rule.name} (position ${index + 1} of ${count})`}
        className={cn(rowIconButton, '-ml-1 cursor-grab touch-none text-slate-400 active:cursor-grabbing')}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
          <div className="min-w-0 flex-1">
            <h3 className="flex items-baseline gap-2 text-sm font-semibold break-words text-slate-900">
              <span className="text-xs font-normal text-slate-500 tabular-nums">{index + 1}.</span>
              <span className={cn('min-w-0', !rule.enabled && 'text-slate-500')}>{rule.name}</span>
            </h3>
            <div className="mt-1 flex flex-wrap gap-1.5">
              <Badge tone="indigo">{TRIGGER_WORDS[rule.trigger].label}</Badge>
              {rule.stop_after && <Badge tone="amber">Stops further rules</Badge>}
              {!rule.enabled && <Badge>Off</Badge>}
            </div>
          </div>
          <div className="flex items-center gap-2">
            {/* The switch says its state to screen readers itself. */}
            <span aria-hidden="true" className="text-xs font-medium text-slate-600">
              {rule.enabled ? 'On' : 'Off'}
            </span>
            <Switch aria-label={`Enabled: ${rule.name}`} checked={rule.enabled} onCheckedChange={onEnable} />
          </div>
        </div>
        <dl className={cn('mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-2 gap-y-0.5 text-sm', !rule.enabled && 'opacity-70')}>
          <dt className="text-slate-500">If</dt>
          <dd className="break-words text-slate-800">{conditionsWords(rule, channels)}</dd>
          <dt className="text-slate-500">Then</dt>
          <dd className="break-words text-slate-800">{actionsWords(rule.actions, agents)}</dd>
        </dl>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs text-slate-500">
            {rule.last_applied_at ? (
              <>
                Last acted <RelativeTime iso={rule.last_applied_at} now={now} />
                {acted && ` · ${acted}`}
              </>
            ) : (
              (acted ?? 'Never acted')
            )}
          </p>
          <div className="-mr-1.5 flex flex-wrap items-center gap-0.5">
            <button
              id={moveButtonId(rule, 'up')}
              type="button"
              aria-label={`Move ${rule.name} up`}
              disabled={index === 0}
              onClick={() => onMove(index - 1, 'up')}
              className={rowIconButton}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </button>
            <button
              id={moveButtonId(rule, 'down')}
              type="button"
              aria-label={`Move ${rule.name} down`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1, 'down')}
              className={rowIconButton}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </button>
            <Button size="sm" variant="ghost" aria-label={`Test ${rule.name}`} onClick={onTest}>
              <FlaskConical aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Test</span>
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Edit ${rule.name}`} onClick={onEdit}>
              <Pencil aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Edit</span>
            </Button>
            <Button size="sm" variant="ghost" aria-label={`Delete ${rule.name}`} onClick={onDelete} className="hover:text-red-700">
              <Trash2 aria-hidden="true" className="size-4" />
              <span className="hidden sm:inline">Delete</span>
            </Button>
          </div>
        </div>
      </div>
    </li>
  );
}
